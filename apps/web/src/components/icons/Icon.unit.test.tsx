// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controls } from './controls';
import { form } from './form';
import { Icon } from './Icon';
import { inboxOutlined } from './outline/inboxOutlined';
import { userOutlined } from './outline/userOutlined';

describe('Icon', () => {
  it('draws the shape in its box, 1em and in the text colour, hidden from screen readers', () => {
    const { container } = render(<Icon shape={userOutlined} className="side-menu__icon" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('icon side-menu__icon');
    expect(svg.getAttribute('viewBox')).toBe('64 64 896 896');
    expect(svg.getAttribute('width')).toBe('1em');
    expect(svg.getAttribute('height')).toBe('1em');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(userOutlined.d);
  });

  it('keeps an outline whose own box differs from antd’s, and takes a size in pixels', () => {
    const { container } = render(<Icon shape={inboxOutlined} size={40} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 1024 1024');
    expect(svg.getAttribute('width')).toBe('40');
    expect(svg.getAttribute('class')).toBe('icon');
  });

  it('draws the 24 px sets of the list controls and the login form', () => {
    for (const shape of [...Object.values(controls), ...Object.values(form)]) {
      const { container, unmount } = render(<Icon shape={shape} size={16} />);
      expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(container.querySelector('path')!.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });
});
