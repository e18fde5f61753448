import { fireEvent, render, screen } from '@testing-library/react';
import { MainMenu } from './MainMenu';

const links = [
  { href: '/', label: 'HOME' },
  { href: '/book/', label: 'BOOKS' },
  { href: '/practice/', label: 'PRACTICE' },
  { href: '/about/', label: 'ABOUT US' },
];

function setup() {
  render(
    <div>
      <MainMenu links={links} />
      <p>Elsewhere</p>
    </div>,
  );
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('MainMenu', () => {
  it('lists exactly the four main links', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(links.map((l) => [l.label, l.href]));
  });

  it('opens and closes with the button, which reports its state', () => {
    const button = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(button);
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is clicked', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'BOOKS' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the menu, not on one inside', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('navigation', { name: 'Main' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
