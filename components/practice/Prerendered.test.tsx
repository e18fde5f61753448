import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Prerendered } from './Prerendered';

const cards = (
  <article id="basics-q1">
    <p>What is a primary key?</p>
  </article>
);

describe('Prerendered', () => {
  it('adopts the server HTML when the payload no longer carries it, and keeps it on remount', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The server renders the cards; the page's payload has them taken out by the build.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Prerendered id="/practicetest/">{cards}</Prerendered>);
    document.body.append(container);
    const article = container.querySelector('article');
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Prerendered id="/practicetest/" />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    // The same node, not a copy: hydration changed nothing below the box.
    expect(container.querySelector('article')).toBe(article);
    expect(container).toHaveTextContent('What is a primary key?');
    // What the engine does to the cards stays through later renders.
    article!.hidden = true;
    await act(async () => root.render(<Prerendered id="/practicetest/" />));
    expect(container.querySelector('article')).toBe(article);
    expect(article).not.toBeVisible();
    // The router shows the page again from the same payload: the content comes back.
    await act(async () => root.render(<div />));
    await act(async () => root.render(<Prerendered id="/practicetest/" />));
    expect(container).toHaveTextContent('What is a primary key?');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });
});
