import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredMount } from './deferred-mount.tsx';

const twoBlocks = (
  <>
    <DeferredMount placeholder={<p>reservado 1</p>}>
      <p>bloco 1</p>
    </DeferredMount>
    <DeferredMount placeholder={<p>reservado 2</p>}>
      <p>bloco 2</p>
    </DeferredMount>
  </>
);

describe('DeferredMount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the placeholder first, then each block in a turn of its own, in order', async () => {
    render(twoBlocks);
    expect(screen.getByText('reservado 1')).toBeTruthy();
    expect(screen.getByText('reservado 2')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('bloco 1')).toBeTruthy();
    expect(screen.getByText('reservado 2')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('bloco 2')).toBeTruthy();
    expect(screen.queryByText(/reservado/)).toBeNull();
  });

  it('does not mount a block that left the page before its turn, and the next ones still come', async () => {
    const { rerender } = render(twoBlocks);
    rerender(
      <DeferredMount key="second" placeholder={<p>reservado 3</p>}>
        <p>bloco 3</p>
      </DeferredMount>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('bloco 3')).toBeTruthy();
    expect(screen.queryByText('bloco 1')).toBeNull();
  });
});
