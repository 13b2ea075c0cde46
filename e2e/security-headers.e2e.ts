import { describe, expect, it } from 'vitest';

import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

describe('content security policy', () => {
  it('ships a CSP without unsafe-eval in the build and as a header, runs the boot script by its hash, and blocks other inline script', async () => {
    const { page } = fixture;
    const response = await page.goto(env().appUrl);
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header).toContain("script-src 'self'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toContain('unsafe-eval');

    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("script-src 'self'");
    expect(meta).not.toContain('unsafe-eval');
    // The one inline script, the boot script, is allowed by its hash in both policies, and it ran.
    const hash = /'sha256-[A-Za-z0-9+/=]+'/.exec(meta ?? '')?.[0];
    expect(hash).toBeDefined();
    expect(header).toContain(`script-src 'self' ${hash}`);
    expect(await page.evaluate(() => '__carstrEarlySockets' in window)).toBe(true);

    // Wait for the browser's own report of the two blocked scripts rather than for a fixed time.
    const ran = await page.evaluate(async () => {
      const flags = window as unknown as Record<string, unknown>;
      const blocked = new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(event.effectiveDirective);
          if (seen.length === 2) resolve(seen);
        });
      });
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.inlineHandlerRan = true');
      image.src = 'http://127.0.0.1:1/missing.png';
      document.body.append(image);
      const directives = await blocked;
      return { directives, script: flags.inlineScriptRan === true, handler: flags.inlineHandlerRan === true };
    });
    expect(ran.directives.every((directive) => directive.startsWith('script-src'))).toBe(true);
    expect(ran).toMatchObject({ script: false, handler: false });
  });
});
