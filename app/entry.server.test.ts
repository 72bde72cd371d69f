import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '~/server/platform/logger.server';
import { handleError } from './entry.server';

afterEach(() => vi.restoreAllMocks());

/** What React Router hands to handleError for a POST to a page that has no form (its own 405). */
function refused(status: number) {
  return { status, statusText: 'Method Not Allowed', internal: true, data: 'Error: You made a POST request to "/"' };
}

describe("the owner's error log", () => {
  it('keeps what failed in the shop, and leaves out requests the shop refuses', () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const request = new Request('http://shop.test/', { method: 'POST' });
    handleError(refused(405), { request });
    handleError(refused(404), { request });
    expect(errors).not.toHaveBeenCalled();
    handleError(new Error('the disk is full'), { request });
    handleError(refused(500), { request });
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
