import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalApiCache } from './api-cache.ts';
import { keepPersonalCopiesFor } from './personal-cache.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepPersonalCopiesFor', () => {
  it('empties the personal copies when the signed-in user is not the one they were kept for', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });

    await keepPersonalCopiesFor('8');
    expect(remove).toHaveBeenCalledWith(personalApiCache);
    await keepPersonalCopiesFor('8');
    expect(remove).toHaveBeenCalledTimes(1);
    await keepPersonalCopiesFor('anonymous');
    await keepPersonalCopiesFor('9');
    expect(remove).toHaveBeenCalledTimes(3);
  });
});
