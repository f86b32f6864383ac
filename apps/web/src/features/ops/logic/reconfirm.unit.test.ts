import { ErrorCode } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { isReconfirmRequired, withReconfirm } from './reconfirm';

const reconfirm = () =>
  new ApiError({ code: ErrorCode.reconfirmRequired, msg: 'confirm again', status: 403 });
const notFound = () => new ApiError({ code: 1004, msg: 'no such account', status: 404 });

describe('withReconfirm', () => {
  it('does not ask for the password when the action passes', async () => {
    const ask = vi.fn(async () => true);
    await expect(withReconfirm(async () => 'done', ask)).resolves.toBe('done');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks for the password on code 1029 and runs the action once more', async () => {
    const action = vi.fn().mockRejectedValueOnce(reconfirm()).mockResolvedValueOnce('credited');
    const ask = vi.fn(async () => true);
    await expect(withReconfirm(action, ask)).resolves.toBe('credited');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('retries only once: a second 1029 rejects', async () => {
    const action = vi.fn().mockRejectedValue(reconfirm());
    const ask = vi.fn(async () => true);
    await expect(withReconfirm(action, ask)).rejects.toSatisfy(isReconfirmRequired);
    expect(action).toHaveBeenCalledTimes(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('stops when the operator gives up the password prompt', async () => {
    const action = vi.fn().mockRejectedValue(reconfirm());
    await expect(withReconfirm(action, async () => false)).rejects.toSatisfy(isReconfirmRequired);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('passes any other error on without asking', async () => {
    const ask = vi.fn(async () => true);
    await expect(
      withReconfirm(async () => {
        throw notFound();
      }, ask),
    ).rejects.toMatchObject({ status: 404 });
    expect(ask).not.toHaveBeenCalled();
  });

  it('recognises only the code 1029', () => {
    expect(isReconfirmRequired(reconfirm())).toBe(true);
    expect(isReconfirmRequired(notFound())).toBe(false);
    expect(isReconfirmRequired(new Error('x'))).toBe(false);
  });
});
