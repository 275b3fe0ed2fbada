import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_BRANDING, PUBLIC_BRANDING_META_NAME } from '@pc/contract/branding-identity';
import { readPageBranding } from './portal-branding.ts';

const pageWith = (content: string | null): Document => {
  const page = document.implementation.createHTMLDocument('x');
  if (content !== null) {
    const meta = page.createElement('meta');
    meta.name = PUBLIC_BRANDING_META_NAME;
    meta.content = content;
    page.head.append(meta);
  }
  return page;
};

describe('readPageBranding', () => {
  it('reads the identity the server wrote into the page', () => {
    const branding = {
      portalName: 'Aurora & Filhos',
      primaryColor: '#5b3a8c',
      logoUrl: '/branding/logo?v=3',
      supportEmail: 'suporte@aurora.example',
      supportPhone: null,
    };
    expect(readPageBranding(pageWith(JSON.stringify(branding)))).toEqual(branding);
  });

  it('keeps the defaults without the <meta>, with a broken one, or in the prerender', () => {
    expect(readPageBranding(pageWith(null))).toEqual(DEFAULT_PUBLIC_BRANDING);
    expect(readPageBranding(pageWith('{"portalName":'))).toEqual(DEFAULT_PUBLIC_BRANDING);
    expect(readPageBranding(pageWith('{"portalName":"X","primaryColor":"red"}'))).toEqual(
      DEFAULT_PUBLIC_BRANDING,
    );
    expect(readPageBranding({ cookie: '' } as unknown as Document)).toEqual(DEFAULT_PUBLIC_BRANDING);
  });
});
