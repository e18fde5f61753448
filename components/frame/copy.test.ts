/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { enableCopyButtons } from './copy';

const block = `
  <div data-code-block="">
    <div><strong>Code Example:</strong><button type="button" data-copy=""><span>Copy</span></button></div>
    <pre><code><span class="hljs-keyword">SELECT</span> 1;</code></pre>
    <strong>Output:</strong><pre>1</pre>
  </div>`;

describe('copy buttons', () => {
  beforeAll(() => enableCopyButtons());
  beforeEach(() => {
    document.body.innerHTML = block;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('copies the code as plain text, shows Copied for two seconds and says it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const button = document.querySelector('button')!;
    await act(async () => {
      button.click();
    });
    expect(writeText).toHaveBeenCalledWith('SELECT 1;');
    expect(button).toHaveAttribute('data-copied');
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(document.querySelector('[role="status"]')).toHaveTextContent('Copied');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(button).not.toHaveAttribute('data-copied');
  });

  it('copies the edited code while the block is being edited', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const codeBlock = document.querySelector('[data-code-block]')!;
    codeBlock.addEventListener('code-text', (event) => {
      (event as CustomEvent<{ text?: string }>).detail.text = 'SELECT 2;';
    });
    await act(async () => {
      document.querySelector('button')!.click();
    });
    expect(writeText).toHaveBeenCalledWith('SELECT 2;');
  });

  it('selects the code when the clipboard refuses, and claims nothing', async () => {
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    });
    const button = document.querySelector('button')!;
    await act(async () => {
      button.click();
    });
    expect(window.getSelection()?.toString()).toBe('SELECT 1;');
    expect(button).not.toHaveAttribute('data-copied');
  });
});
