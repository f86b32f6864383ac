import { z } from 'zod';
import { KEY_ALGORITHMS, REISSUE_TYPES } from '../domain.js';
import { orderInfoAnswer } from './certificates.js';

/** Reissue ids carry an underscore: `{orderId}_{n}`. */
export const reissueIdParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d+_\d+$/, { error: 'validation.idInvalid' }),
});

/** Signature algorithms of code-signing reissues: 3 SHA1 With RSA, 4 SHA256 With RSA, 9 ECDSA With SHA1, 10 ECDSA With SHA256. */
export const SIGN_ALGORITHMS = [3, 4, 9, 10] as const;

/** POST order/reissue/{id}: form (csrFrom + csr or csrFile) or JSON (csrFrom, signAlgo, domains). */
export const reissueBody = z.object({
  csrFrom: z.enum(['newCSR', 'oldCSR', 'online'], { error: 'validation.csrSourceRequired' }),
  csr: z.string().max(20000).optional(),
  csrFile: z.union([z.string(), z.instanceof(Uint8Array)]).optional(),
  domains: z.string().max(20000).optional(),
  signAlgo: z.coerce
    .number()
    .int()
    .refine((v) => (SIGN_ALGORITHMS as readonly number[]).includes(v), {
      error: 'validation.signAlgoInvalid',
    })
    .optional(),
  keyAlgorithm: z.enum(KEY_ALGORITHMS).optional(),
});

export const reissueRow = z.object({
  id: z.string(),
  type: z.enum(REISSUE_TYPES),
  totalAmount: z.number(),
  status: z.number().int(),
  paid: z.boolean(),
  dnsNames: z.array(z.string()),
  countDNSNames: z.number().int(),
  createdAt: z.string(),
  /** The portal made the reissue's private key (CSR source online): offered for download once it is issued. */
  download: z.boolean(),
});
export const reissueCreateAnswer = reissueRow;
export const reissueListQuery = z.object({
  orderID: z.coerce.number().int().positive({ error: 'validation.idInvalid' }),
});
export const reissueListAnswer = z.object({ list: z.array(reissueRow) });
/**
 * GET order/reissue/detail/{id}: the spec's "orderDetail, refund data (profile), certDetail (key, cert, sha1)" —
 * the reissue, the detail of its order (as order/info's), the caller's profile data a refund form starts from,
 * and the certificate once issued.
 */
export const reissueDetailAnswer = z.object({
  reissue: reissueRow,
  orderID: z.number().int(),
  orderDetail: orderInfoAnswer.shape.orderDetail,
  /** The refund form's defaults, from the profile: its contactInfo.email and enterpriseInfo.telephone. */
  profile: z.object({ email: z.string(), telephone: z.string() }),
  certDetail: z.object({ cert: z.string(), key: z.string(), sha1: z.string() }).nullable(),
});
