import type { OpsAdBody, OpsLetterBody, OpsSettingsBody, OpsSkinBody } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

const silent = { silent: true } as const;
export const opsContentKey = ['ops', 'content'] as const;

/** GET ops/letters: the letters operators sent, newest first. */
export const useOpsLetters = (args: PageArgs) =>
  useQuery({
    queryKey: [...opsContentKey, 'letters', args],
    queryFn: () => call(ROUTES.opsLetters, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
/** POST ops/letters/preview: the body as the customers will see it (the server's sanitiser). */
export const previewLetter = (html: string) => call(ROUTES.opsLetterPreview, { body: { html } }, silent);
export const sendLetter = (body: OpsLetterBody) => call(ROUTES.opsLetterSend, { body }, silent);

/** GET ops/ads: every advertisement with its state now. */
export const useOpsAds = () =>
  useQuery({ queryKey: [...opsContentKey, 'ads'], queryFn: () => call(ROUTES.opsAds) });
export const saveAd = (body: OpsAdBody, id?: number) =>
  id === undefined
    ? call(ROUTES.opsAdCreate, { body }, silent)
    : call(ROUTES.opsAdUpdate, { params: { id }, body }, silent);
export const removeAd = (id: number) => call(ROUTES.opsAdRemove, { params: { id } }, silent);

export const useOpsSettings = () =>
  useQuery({ queryKey: [...opsContentKey, 'settings'], queryFn: () => call(ROUTES.opsSettings) });
export const saveSettings = (body: OpsSettingsBody) => call(ROUTES.opsSettingsSave, { body }, silent);

export const useOpsSkins = () =>
  useQuery({ queryKey: [...opsContentKey, 'skins'], queryFn: () => call(ROUTES.opsSkins) });
export const setSkin = (host: string, body: OpsSkinBody) =>
  call(ROUTES.opsSkinSet, { params: { host }, body }, silent);
export const removeSkin = (host: string) => call(ROUTES.opsSkinRemove, { params: { host } }, silent);

/** GET ops/requests?state: the pricing-request inbox's tab. */
export const useOpsRequests = (args: { state: 'new' | 'answered' } & PageArgs) =>
  useQuery({
    queryKey: [...opsContentKey, 'requests', args],
    queryFn: () => call(ROUTES.opsRequests, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
export const useOpsRequest = (id: number | undefined) =>
  useQuery({
    queryKey: [...opsContentKey, 'request', id],
    queryFn: () => call(ROUTES.opsRequest, { params: { id: id! } }),
    enabled: id !== undefined,
  });
export const replyToRequest = (id: number, message: string) =>
  call(ROUTES.opsRequestReply, { params: { id }, body: { message } }, silent);
