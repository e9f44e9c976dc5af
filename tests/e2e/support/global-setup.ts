import { flushE2eRedis } from './captcha-answer.ts';

export default async function globalSetup(): Promise<void> {
  await flushE2eRedis();
}
