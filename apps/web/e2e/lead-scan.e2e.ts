import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, viewportShot } from './browser.ts';
import { api, appErrors, codeFromMail, inviteLinkFromMail, producer, signIn, visitor } from './session.ts';

// Chromium's fake camera shows a file chosen at launch, so this spec has its own browser: the
// camera films the demo visitor's badge QR, drawn into a Y4M video here (no ffmpeg needed).

const width = 640;
const height = 480;

/** A few frames of `text` as a black-on-white QR code in the middle of a grey-free Y4M video. */
function qrVideo(text: string): Buffer {
  const { data, size } = encode(text, { ecc: 'M' });
  const scale = Math.floor(Math.min(width, height) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++)
      if (data[row]?.[column])
        for (let y = 0; y < scale; y++)
          luma.fill(
            16,
            (top + row * scale + y) * width + left + column * scale,
            (top + row * scale + y) * width + left + (column + 1) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: 10 }, () => frame),
  ]);
}

const json = { 'Content-Type': 'application/json' };
let browser: Browser;
let badge: { code: string; payload: string };

beforeAll(async () => {
  badge = await api<{ code: string; payload: string }>('/badge', { token: await signIn(visitor) });
  const video = path.join(tmpdir(), `vitrine-badge-${process.pid}.y4m`);
  await writeFile(video, qrVideo(badge.payload));
  // The QR decoder is WebAssembly where the browser has no BarcodeDetector (Chromium on Linux):
  // it runs under the page's own CSP, which must allow 'wasm-unsafe-eval'.
  const csp = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("'wasm-unsafe-eval'");
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});
afterAll(() => browser?.close());

/** A signed-in page at `pageWidth`, camera allowed, console errors collected. */
async function openAt(pageWidth: number, token: string) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: pageWidth, height: pageWidth < 600 ? 900 : 800 },
    locale: 'pt-BR',
    serviceWorkers: 'block',
    permissions: ['camera'],
  });
  await context.addInitScript((value) => {
    if (window.top !== window) return;
    localStorage.setItem('authToken', value);
    localStorage.setItem('language', 'pt-BR');
    sessionStorage.setItem('vitrine.onboardingSeen', '1');
  }, token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A new STAFF member of `standId`: the organizer invites the address, the link makes the account. */
async function staffOf(standId: number, email: string) {
  const admin = await signIn(producer);
  await api(`/exhibitor/${standId}/members`, {
    method: 'POST',
    headers: json,
    token: admin,
    body: JSON.stringify({ email, role: 'STAFF' }),
  });
  const mailToken = (await inviteLinkFromMail(email)).split('/').at(-1) ?? '';
  const accepted = await api<{ token: string }>(`/invite/${mailToken}/accept`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Sam Staff', password: 'equipe-2024-segura' }),
  });
  return accepted.token;
}

/** Another visitor's typed code, for the read made offline. */
async function secondVisitorCode(email: string) {
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Otto Offline',
      login: email,
      password: 'visitante-2024-b',
      confirmPassword: 'visitante-2024-b',
    }),
  });
  const { userId } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    userId: number;
  };
  await api(`/auth/confirm-user/${userId}`, {
    method: 'PATCH',
    headers: json,
    token,
    body: JSON.stringify({ code: await codeFromMail(email) }),
  });
  // The confirmation changes the account's claims: sign in again for a token that has them.
  const confirmed = await signIn({ email, password: 'visitante-2024-b' });
  return (await api<{ code: string }>('/badge', { token: confirmed })).code;
}

async function demoStands() {
  const { defaultEventId } = await api<{ defaultEventId: number }>('/config');
  const groups = await api<Record<string, { id: number; title: string }[]>>(
    `/exhibitor/findByEvent/${defaultEventId}`,
  );
  return { eventId: defaultEventId, stands: Object.values(groups).flat() };
}

describe('badge scanning', () => {
  it.each([1280, 480])(
    "a stand's staff scans a badge, scans offline, and the organizer checks the visitor in (%i px)",
    { timeout: 180_000 },
    async (pageWidth) => {
      const stamp = `${pageWidth}-${Date.now()}`;
      const { eventId, stands } = await demoStands();
      // Each width its own stand (the last ones, away from the team spec's), so runs do not meet.
      const stand = stands.at(pageWidth === 1280 ? -1 : -2);
      if (!stand) throw new Error('the demo event has fewer than two stands');
      const staffToken = await staffOf(stand.id, `equipe-leads-${stamp}@estande.test`);
      const offlineCode = await secondVisitorCode(`otto-${stamp}@visita.test`);

      // The staff opens the exhibitor area's scanner; the camera films the visitor's badge.
      const staff = await openAt(pageWidth, staffToken);
      await staff.page.goto(`/area-expositor?stand=${stand.id}`);
      const scan = staff.page.getByRole('region', { name: 'Escanear crachá' });
      await scan.getByRole('button', { name: 'Abrir câmera' }).click();
      await expect.poll(() => scan.getByText('Novo contato').isVisible(), { timeout: 30_000 }).toBe(true);
      await viewportShot(staff.page, `lead-scan-camera-${pageWidth}`);
      await scan.getByRole('button', { name: 'Fechar câmera' }).click();

      // The lead is in the list.
      const list = staff.page.getByRole('region', { name: 'Contatos' });
      await expect.poll(() => list.getByText('1 contato').isVisible(), { timeout: 10_000 }).toBe(true);

      // Offline: the typed code waits on the phone, counted, and goes when the network returns.
      await staff.context.setOffline(true);
      await scan.getByLabel('Digitar código').fill(offlineCode.toLowerCase());
      await expect
        .poll(() => scan.getByLabel('Digitar código').inputValue())
        .toBe(`${offlineCode.slice(0, 4)}-${offlineCode.slice(4)}`);
      await scan.getByRole('button', { name: 'Enviar' }).click();
      await expect.poll(() => scan.getByText('Guardado neste aparelho').isVisible()).toBe(true);
      await expect.poll(() => scan.getByText('1 aguardando envio').isVisible()).toBe(true);
      await viewportShot(staff.page, `lead-scan-offline-${pageWidth}`);
      await staff.context.setOffline(false);
      await expect
        .poll(() => scan.getByText('1 leitura guardada foi enviada.').isVisible(), { timeout: 15_000 })
        .toBe(true);
      await expect.poll(() => scan.getByText('1 aguardando envio').count()).toBe(0);
      await expect.poll(() => list.getByText('2 contatos').isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => list.getByRole('heading', { name: 'Otto Offline' }).isVisible()).toBe(true);
      expect(await axeSerious(staff.page)).toEqual([]);
      expect(appErrors(staff.errors)).toEqual([]);
      await staff.context.close();

      // The organizer checks the visitor in at the door with the same camera.
      const door = await openAt(pageWidth, await signIn(producer));
      await door.page.goto(`/area-produtor/check-in?event=${eventId}`);
      await door.page.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
      await door.page.getByRole('button', { name: 'Abrir câmera' }).click();
      const answer = door.page.getByText(
        pageWidth === 1280 ? 'Entrada liberada' : /Entrada liberada|Já entrou às \d\d:\d\d/,
      );
      await expect.poll(() => answer.isVisible(), { timeout: 30_000 }).toBe(true);
      await viewportShot(door.page, `checkin-${pageWidth}`);
      await door.page.getByRole('button', { name: 'Fechar câmera' }).click();
      await expect.poll(() => door.page.getByText('Presentes').isVisible()).toBe(true);
      expect(await axeSerious(door.page)).toEqual([]);
      expect(appErrors(door.errors)).toEqual([]);
      await door.context.close();
    },
  );
});
