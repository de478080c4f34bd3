import type { BrowserContext, Page } from '@playwright/test';

/**
 * Runs `visit` for every item on `width` pages of `context` at once, each page taking the next item as soon as
 * it is done; for independent loads (a page checked while another one renders keeps both the browser and the
 * server busy). The pages share the context's cookies, so they are signed in when the context is. After the
 * first failure no further item is started, and that failure is thrown once the pages have stopped.
 */
export async function onPages<T>(
  context: BrowserContext,
  items: readonly T[],
  width: number,
  visit: (page: Page, item: T) => Promise<void>,
  setUp: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    const page = await context.newPage();
    try {
      await setUp(page);
      while (!failure && next < items.length) await visit(page, items[next++]);
    } catch (error) {
      failure ??= { error };
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  if (failure) throw failure.error;
}
