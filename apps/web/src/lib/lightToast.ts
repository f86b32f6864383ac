/**
 * A dependency-free toast for the bare screens (login, register…), which do not load antd: top centre,
 * styled like antd's message; also the member area's (its pages come and go under a shell without antd). Other
 * screens that load antd register antd's message API instead (see toast.ts).
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const ICON_PATHS: Record<ToastKind, string> = {
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5-5 1.4 1.4z',
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1z',
  warning: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
};

const MAX_VISIBLE = 3;
let container: HTMLDivElement | undefined;

function host(): HTMLDivElement {
  if (container && document.body.contains(container)) return container;
  container = document.createElement('div');
  container.className = 'light-toast';
  container.setAttribute('aria-live', 'polite');
  document.body.appendChild(container);
  return container;
}

export function showLightToast(kind: ToastKind, text: string, seconds = 3): void {
  if (typeof document === 'undefined') return;
  const root = host();
  while (root.childElementCount >= MAX_VISIBLE) root.firstElementChild?.remove();
  const item = document.createElement('div');
  item.className = `light-toast__item light-toast__item--${kind}`;
  item.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  item.dataset.testid = `toast-${kind}`;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICON_PATHS[kind]);
  path.setAttribute('fill', 'currentColor');
  svg.appendChild(path);
  const label = document.createElement('span');
  label.textContent = text;
  item.append(svg, label);
  root.appendChild(item);
  window.setTimeout(() => {
    item.classList.add('light-toast__item--leaving');
    window.setTimeout(() => item.remove(), 200);
  }, seconds * 1000);
}
