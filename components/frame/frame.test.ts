/** @jest-environment jsdom */
// The frame's entry loads a part only where the page asks for it.
const recover = jest.fn();
const reportVitals = jest.fn();
jest.mock('./recover', () => ({ recover }));
jest.mock('./vitals', () => ({ reportVitals }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function loadFrame(head: string, body: string) {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  jest.isolateModules(() => {
    // A fresh copy of the module each time: it acts on the page as it loads.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./frame');
  });
  return flush();
}

beforeEach(() => {
  recover.mockClear();
  reportVitals.mockClear();
});

it('reports web vitals only when the page names an endpoint', async () => {
  await loadFrame('', '<main></main>');
  expect(reportVitals).not.toHaveBeenCalled();
  await loadFrame(
    '<meta name="vitals-endpoint" content="https://vitals.example/v">',
    '<main></main>',
  );
  expect(reportVitals).toHaveBeenCalledWith('https://vitals.example/v');
});

it('recovers a mis-cased route only on the not-found page', async () => {
  await loadFrame('', '<main><h1>Chapter</h1></main>');
  expect(recover).not.toHaveBeenCalled();
  await loadFrame('', '<main><div data-route-recovery=""><h1>Page not found</h1></div></main>');
  expect(recover).toHaveBeenCalledTimes(1);
});
