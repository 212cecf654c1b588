import { chromium } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
const site = await startBenchSite({ port: 8097, name: 'cls' });
try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const listing = await fetch(`${site.origin}/api/get_property?limit=5`).then((r) => r.json());
  const slug = listing.data[0].slug_id;
  const routes = ['/', '/properties', '/properties?property_type=rent', `/properties-details/${slug}`, '/map', '/projects', '/agents', '/articles', '/faqs', '/subscription-plan', '/mortgage-calculator', '/login', '/about-us', '/cities'];
  for (const size of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.addInitScript(() => { globalThis.__cls = 0; globalThis.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { globalThis.__cls += e.value; globalThis.__shifts.push([Math.round(e.startTime), e.value.toFixed(3), (e.sources || []).map((s) => s.node ? (s.node.className || s.node.nodeName) : '?').join(',')]); } }).observe({ type: 'layout-shift', buffered: true }); });
    for (const route of routes) {
      await page.goto(site.origin + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      const cls = await page.evaluate(() => ({ cls: globalThis.__cls, shifts: globalThis.__shifts }));
      console.log(size.width, route.slice(0, 40).padEnd(40), cls.cls.toFixed(3), JSON.stringify(cls.shifts).slice(0, 300));
    }
    await context.close();
  }
  await browser.close();
} finally { site.stop(); }
