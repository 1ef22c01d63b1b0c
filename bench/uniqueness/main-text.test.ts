import { describe, expect, it } from 'vitest';
import { mainText } from './main-text.js';

describe("a page's main text", () => {
  it('keeps what <main> says and leaves out navigation, scripts and what is outside it', () => {
    const html = [
      '<header>Shop Contact</header><nav>Home &gt; Cities</nav>',
      '<main class="page"><h1>Premium Supplies in Barrie</h1><p>Barrie&#39;s yard &amp; <b>stone</b></p>',
      '<nav aria-label="Nearby">Innisfil Orillia</nav><script>window.x = 1</script></main>',
      '<footer>Mailing address</footer>',
    ].join('');
    expect(mainText(html)).toBe("Premium Supplies in Barrie Barrie's yard & stone");
  });

  it('says so when the page has no <main>', () => {
    expect(() => mainText('<body>Not found</body>')).toThrow('no <main>');
  });
});
