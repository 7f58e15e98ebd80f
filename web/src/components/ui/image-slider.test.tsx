import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@/lib/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { ImageSlider } from './image-slider';

const images = ['/media/1.png', '/media/2.png', '/media/3.png'].map((src, i) => ({ src, alt: `Photo ${i + 1}` }));

function renderSlider(props: Partial<Parameters<typeof ImageSlider>[0]> = {}) {
  return render(
    <I18nProvider i18n={createI18n('en')}>
      <ImageSlider images={images} {...props} />
    </I18nProvider>,
  );
}

/** The number (1-based) of the slide shown, from the dots. */
function currentSlide() {
  const dots = screen.getAllByRole('button', { name: /^Show image/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

describe('ImageSlider (spec §2)', () => {
  it('shows a single image plainly: no buttons, no dots, no timer', () => {
    vi.useFakeTimers();
    renderSlider({ images: images.slice(0, 1) });
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('advances every 4000 ms by default and loops', () => {
    vi.useFakeTimers();
    renderSlider();
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(3);
    expect(currentSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(3999));
    expect(currentSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toBe(3);
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toBe(1);
  });

  it('takes another interval', () => {
    vi.useFakeTimers();
    renderSlider({ interval: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(currentSlide()).toBe(2);
  });

  it('pauses while the pointer is over it and goes on after', () => {
    vi.useFakeTimers();
    renderSlider();
    const region = screen.getByRole('region', { name: 'Images' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toBe(2);
  });

  it('pauses while focus is inside it', () => {
    vi.useFakeTimers();
    renderSlider();
    act(() => screen.getByRole('button', { name: 'Next image' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentSlide()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Next image' }).blur());
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toBe(2);
  });

  it('previous, next and the dots move by hand, looping at both ends', () => {
    vi.useFakeTimers();
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentSlide()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(currentSlide()).toBe(2);
    // Only the current slide is exposed to assistive technology.
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '1 of 3' })).not.toBeInTheDocument();
  });

  it('does not move by itself for readers who asked for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderSlider();
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe(1);
  });

  it("the server's HTML holds the first slide's picture only; the browser adds the others", () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('en')}>
        <ImageSlider images={images} loading="eager" />
      </I18nProvider>,
    );
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('src="/media/1.png"');
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i);
    renderSlider({ loading: 'eager' });
    expect(screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src'))).toEqual(
      images.map((image) => image.src),
    );
  });
});
