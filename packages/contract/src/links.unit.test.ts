import { describe, expect, it } from 'vitest';
import { adLocationOfPath } from './advertising.js';
import { httpsAddressProblem, pathOrHttpsProblem } from './links.js';

describe('operator links', () => {
  it('takes a portal path or an https address', () => {
    for (const link of [
      '/',
      '/ssl-product',
      '/ads/spring.png?v=2#top',
      'https://cdn.example.com/a.png',
      'HTTPS://Example.com',
    ])
      expect(pathOrHttpsProblem(link), link).toBeUndefined();
  });

  it('refuses other schemes, other hosts in disguise and unsafe characters', () => {
    const cases: [string, string][] = [
      ['', 'empty'],
      ['http://example.com/a.png', 'scheme'],
      ['javascript:alert(1)', 'scheme'],
      [' javascript:alert(1)', 'malformed'],
      ['JaVaScRiPt:alert(1)', 'scheme'],
      ['data:image/png;base64,AAAA', 'scheme'],
      ['vbscript:x', 'scheme'],
      ['ssl-product', 'scheme'],
      ['//evil.example.com/a.png', 'malformed'],
      ['/\\evil.example.com', 'malformed'],
      ['/a\tb', 'malformed'],
      ['/a\nb', 'malformed'],
      ['https://user:secret@example.com/', 'malformed'],
      ['https://', 'malformed'],
      [`/${'a'.repeat(2000)}`, 'tooLong'],
    ];
    for (const [link, problem] of cases) expect(pathOrHttpsProblem(link), link).toBe(problem);
  });

  it('wants an absolute https address for a script', () => {
    expect(httpsAddressProblem('https://chat.example.com/widget.js')).toBeUndefined();
    expect(httpsAddressProblem('/widget.js')).toBe('scheme');
    expect(httpsAddressProblem('http://chat.example.com/widget.js')).toBe('scheme');
  });
});

describe('advertisement pages', () => {
  it('maps exactly the four paths of the spec to their location', () => {
    expect(adLocationOfPath('/')).toBe('homePage');
    expect(adLocationOfPath('/ssl-product')).toBe('productPage');
    expect(adLocationOfPath('/ssl-product/')).toBe('productPage');
    expect(adLocationOfPath('/admin/dashboard')).toBe('memberHomePage');
    for (const path of ['/admin', '/admin/dashboard/', '/ssl-product/x', '/admin/get-cert', ''])
      expect(adLocationOfPath(path), path).toBeUndefined();
  });
});
