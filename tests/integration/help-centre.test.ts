// The help centre over real HTTP (issue 21 item 3): each brand's texts in the asked language, with its own
// name, operator, minimum age and cashier limits; the brand's default language when the asked one has no
// texts; bad input refused clearly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREALIS, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('help centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const centre = async (query: string, host = AURORA) => (await t.get(`/wps/system/helpCenter${query}`, { host })).json();
  const article = (value: { categories: Array<{ id: string; articles: Array<{ id: string; body: string[] }> }> }, category: string, id: string) =>
    value.categories.find((c) => c.id === category)!.articles.find((a) => a.id === id)!;

  it("when each brand's help centre is read, then its texts carry that brand's own name, operator and limits", async () => {
    const aurora = (await centre('?language=EN')).value;
    const borealis = (await centre('?language=EN', BOREALIS)).value;
    expect(aurora.language).toBe('EN');
    expect(aurora.categories.map((c: { id: string }) => c.id)).toEqual([
      'faq',
      'deposit',
      'withdrawal',
      'games',
      'account',
      'responsible-gaming',
      'term',
      'privacy',
    ]);
    expect(article(aurora, 'term', 'user-protocol').body[0]).toBe(
      'This agreement is between you and Aurora Play Ltd, which runs Aurora Play. By opening an account you accept it, together with the terms below and the privacy policy.',
    );
    expect(article(borealis, 'term', 'user-protocol').body[0]).toContain('Borealis Gaming, which runs Borealis Casino');
    expect(article(aurora, 'withdrawal', 'withdrawal-how').body[1]).toMatch(/^A withdrawal is between P200\.00 and P[\d,]+\.00\./);
    expect(JSON.stringify(aurora)).not.toContain('{{');
  });

  it('when the language is one with texts, another one or missing, then the texts are in it, else in the brand default', async () => {
    const vietnamese = (await centre('?language=TY')).value;
    expect(vietnamese.language).toBe('TY');
    expect(vietnamese.categories[0].title).toBe('Câu hỏi thường gặp');
    expect((await centre('?language=CN', BOREALIS)).value.categories[0].title).toBe('常见问题');
    // No language: aurora's default (TY).
    expect((await centre('')).value.language).toBe('TY');
  });

  it('when the query is malformed, then the answer says so and is no 500', async () => {
    const bad = await t.get('/wps/system/helpCenter?language=' + 'X'.repeat(20));
    expect(bad.status).toBe(400);
    expect(bad.json().code).toBe('validation');
    expect((await t.get('/wps/system/helpCenter?foo=1')).status).toBe(400);
  });
});
