// Brand files in the back office (issue 16 item 7): each tenant file's validation state as the server
// last checked it (an invalid edit shows its errors at their JSON pointers while the brand keeps its last
// good version), and "validate this file" by upload, by the server's own rules, writing nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, newSignedInStaff, OPS, type StaffClient } from './helpers/staff-client.ts';
import { catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

const en = catalogue('en');

describe('brand files', () => {
  let t: TestApp;
  let admin: StaffClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await newSignedInStaff(t, 'admin');
  });
  afterAll(() => t?.close());

  const files = async (staff: StaffClient) => (await asStaff(t, staff, 'GET', '/bo/api/brand-files')).json().value.files as Array<Record<string, any>>;
  const upload = (staff: StaffClient, body: string | Buffer, name = 'newbrand.json', type = 'application/octet-stream') =>
    t.request(`/bo/api/brand-files/validate?file=${encodeURIComponent(name)}`, {
      method: 'POST',
      host: OPS,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'content-type': type, 'x-language': 'EN' },
      body,
    });
  const newBrand = (changes: Record<string, unknown> = {}) => ({
    ...readFixtureTenant('borealis'),
    id: 'newbrand',
    hostnames: ['newbrand.example.org'],
    ...changes,
  });

  it('when the served files are valid, then each is listed valid and served, with when it was checked', async () => {
    const list = await files(admin);
    expect(list.map((f) => f.id).sort()).toEqual(['aurora', 'borealis']);
    for (const f of list) {
      expect(f).toMatchObject({ state: 'ok', serving: true, errors: [] });
      expect(Date.parse(f.checkedAt)).toBeGreaterThan(0);
    }
  });

  it('when a served file is edited into an invalid one, then it shows invalid with the pointer, and the brand keeps being served', async () => {
    const broken = { ...readFixtureTenant('borealis'), currency: { ...readFixtureTenant('borealis').currency, code: 42 } };
    t.writeTenant('borealis', broken);
    await expect.poll(async () => (await files(admin)).find((f) => f.id === 'borealis')?.state, { timeout: 20_000 }).toBe('invalid');
    const state = (await files(admin)).find((f) => f.id === 'borealis')!;
    expect(state.serving).toBe(true);
    expect(state.errors.some((e: { pointer: string }) => e.pointer.startsWith('/currency'))).toBe(true);
    t.writeTenant('borealis', readFixtureTenant('borealis'));
    await expect.poll(async () => (await files(admin)).find((f) => f.id === 'borealis')?.state, { timeout: 20_000 }).toBe('ok');
  });

  it('when staff of one brand list the files, then they see only that brand', async () => {
    const auroraOnly = await newSignedInStaff(t, 'operations', ['aurora']);
    expect((await files(auroraOnly)).map((f) => f.id)).toEqual(['aurora']);
  });

  it('when a valid new brand file is uploaded, then it would be served and nothing is written', async () => {
    const before = readdirSync(t.tenantsDir).sort();
    const answer = await upload(admin, JSON.stringify(newBrand(), null, 2));
    expect(answer.status).toBe(200);
    expect(answer.json().value).toMatchObject({ ok: true, id: 'newbrand', artChecked: false, errors: [] });
    expect(readdirSync(t.tenantsDir).sort()).toEqual(before);
  });

  it('when an uploaded file has mistakes, then each comes with its pointer and a plain message', async () => {
    const bad = newBrand({ hostnames: ['newbrand.example.org:8080'], currency: { ...readFixtureTenant('borealis').currency, code: 42 } });
    const answer = await upload(admin, JSON.stringify(bad));
    expect(answer.status).toBe(200);
    const value = answer.json().value;
    expect(value.ok).toBe(false);
    expect(value.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ pointer: '/hostnames/0', message: expect.stringContaining('hostnames have no port') })]),
    );
    expect(value.errors.some((e: { pointer: string }) => e.pointer.startsWith('/currency'))).toBe(true);

    const notJson = await upload(admin, '{ "id": "newbrand", ');
    expect(notJson.json().value.ok).toBe(false);
    expect(notJson.json().value.errors[0].message).toBeTruthy();
  });

  it('when an uploaded file takes a hostname another brand serves, then it is refused, naming the brand only to staff who see it', async () => {
    const clash = JSON.stringify(newBrand({ hostnames: [readFixtureTenant('aurora').hostnames[0]] }));
    const byAdmin = (await upload(admin, clash)).json().value;
    expect(byAdmin.ok).toBe(false);
    expect(byAdmin.errors).toEqual([{ pointer: '/hostnames/0', message: 'is already served by the brand aurora' }]);
    const borealisOnly = await newSignedInStaff(t, 'operations', ['borealis']);
    expect((await upload(borealisOnly, clash)).json().value.errors).toEqual([{ pointer: '/hostnames/0', message: 'is already served by another brand' }]);
  });

  it('when the file is named for another id, or names another brand, then the upload is judged as the server would and reveals nothing of that brand', async () => {
    // The server takes the id from the file name: a file named otherwise is refused when dropped in.
    const misnamed = (await upload(admin, JSON.stringify(newBrand()), 'x.json')).json().value;
    expect(misnamed.ok).toBe(false);
    expect(misnamed.errors.some((e: { pointer: string }) => e.pointer === '/id')).toBe(true);
    // Art is checked in the brand's own folder, named relative to the tenants folder, never by the server's path.
    const missingArt = { ...readFixtureTenant('aurora'), brand: { ...readFixtureTenant('aurora').brand, logo: '/brand-assets/nowhere.svg' } };
    const byAdmin = (await upload(admin, JSON.stringify(missingArt), 'aurora.json')).json().value;
    expect(byAdmin.artChecked).toBe(true);
    const artError = byAdmin.errors.find((e: { pointer: string }) => e.pointer === '/brand/logo');
    expect(artError.message).toContain('tenants/aurora/nowhere.svg');
    expect(artError.message).not.toContain(t.tenantsDir);
    // Staff of aurora only: borealis's folder is not theirs to look into.
    const auroraOnly = await newSignedInStaff(t, 'operations', ['aurora']);
    const borealisFile = { ...readFixtureTenant('borealis'), brand: { ...readFixtureTenant('borealis').brand, logo: '/brand-assets/nowhere.svg' } };
    const foreign = (await upload(auroraOnly, JSON.stringify(borealisFile), 'borealis.json')).json().value;
    expect(foreign.artChecked).toBe(false);
    expect(JSON.stringify(foreign.errors)).not.toContain('nowhere.svg');
  });

  it('when an upload is empty, not UTF-8, too large, without the CSRF token or by a role without brands.read, then it is refused with a clear message', async () => {
    const empty = await upload(admin, '');
    expect(empty.status).toBe(400);
    expect(empty.json().message).toBe(en.errors.brandFileEmpty);
    const binary = await upload(admin, Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]));
    expect(binary.status).toBe(400);
    expect(binary.json().message).toBe(en.errors.brandFileNotText);
    const huge = await upload(admin, `{"id":"x","pad":"${'a'.repeat(1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
    expect(huge.json().success).toBe(false);
    const badName = await upload(admin, '{}', 'a/b.json');
    expect(badName.status).toBe(400);
    const noCsrf = await t.request('/bo/api/brand-files/validate', {
      method: 'POST',
      host: OPS,
      headers: { cookie: admin.cookie, 'content-type': 'text/plain' },
      body: JSON.stringify(newBrand()),
    });
    expect(noCsrf.status).toBe(403);
    const cashier = await newSignedInStaff(t, 'cashier');
    expect((await upload(cashier, JSON.stringify(newBrand()))).status).toBe(403);
    expect((await asStaff(t, cashier, 'GET', '/bo/api/brand-files')).status).toBe(403);
  });

  it('when a brand host is asked for the brand files, then they are not there', async () => {
    const answer = await t.request('/bo/api/brand-files', { host: readFixtureTenant('aurora').hostnames[0] });
    expect(answer.status).toBe(404);
    expect(readFileSync(`${t.tenantsDir}/aurora.json`, 'utf8')).toContain('"aurora"');
  });
});
