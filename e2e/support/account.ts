import { expect, type APIRequestContext } from '@playwright/test';

/** The password every browser test account signs up with. */
export const password = 'secret123';

/** The newest code the sandbox outbox sent to `to` (an e-mail address or a mobile number). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
      const body = (await answer.json()) as { data: Array<{ params: { code?: string } }> };
      code = body.data[0]?.params.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
