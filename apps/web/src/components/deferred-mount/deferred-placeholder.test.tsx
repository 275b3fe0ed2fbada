import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredPlaceholder } from './deferred-placeholder.tsx';

describe('DeferredPlaceholder', () => {
  it('is hidden from screen readers, busy, and carries both heights for the stylesheet', () => {
    const { container } = render(<DeferredPlaceholder phoneHeight={536} wideHeight={216} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.style.getPropertyValue('--phone-height')).toBe('536px');
    expect(box.style.getPropertyValue('--wide-height')).toBe('216px');
  });
});
