import { describe, expect, it, vi } from 'vitest';
import { signUp } from './signUp';

const typed = { email: ' new@example.com ', password: 'Secret-pass-1', confirm: 'Secret-pass-1' };

describe('sign-up signs the new customer in (issue 31)', () => {
  it('registers, then logs in with the credentials just typed', async () => {
    const register = vi.fn().mockResolvedValue({ email: 'new@example.com' });
    const login = vi.fn().mockResolvedValue({ email: 'new@example.com' });
    const outcome = await signUp(typed, { register, login });
    expect(register).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'Secret-pass-1',
      confirm: 'Secret-pass-1',
    });
    expect(login).toHaveBeenCalledWith({ email: 'new@example.com', password: 'Secret-pass-1' });
    expect(outcome).toEqual({
      kind: 'signedIn',
      email: 'new@example.com',
      answer: { email: 'new@example.com' },
    });
  });

  it('a login that fails after the uniform register answer (the address was taken) leads to the neutral notice', async () => {
    const register = vi.fn().mockResolvedValue({ email: 'taken@example.com' });
    const login = vi.fn().mockRejectedValue(new Error('Incorrect email or password'));
    const outcome = await signUp({ ...typed, email: 'taken@example.com' }, { register, login });
    expect(outcome).toEqual({ kind: 'notice', email: 'taken@example.com' });
  });

  it('a refused registration is the form’s error, and no login is tried', async () => {
    const register = vi.fn().mockRejectedValue(new Error('bad'));
    const login = vi.fn();
    await expect(signUp(typed, { register, login })).rejects.toThrow('bad');
    expect(login).not.toHaveBeenCalled();
  });
});
