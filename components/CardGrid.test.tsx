import { render, screen, within } from '@testing-library/react';
import { categoryPage, studyCategories } from '@/content/categories';
import { studyDoc } from '@/content/library';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('renders each card as one link with image, title, description and Learn More', () => {
    const page = categoryPage('/backend');
    render(<CardGrid cards={page.cards} />);
    const cards = screen.getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/java/', '/pythonpdf/', '/node/']);
    const java = cards[0]!;
    expect(within(java).getByRole('heading', { level: 2, name: 'Java' })).toBeInTheDocument();
    expect(within(java).getByText('Learn More')).toBeInTheDocument();
    const img = java.querySelector('img')!;
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '180');
    expect(img.getAttribute('src')).toMatch(/^\/images\/cards\/.+\.svg$/);
  });

  it('gives no element a style attribute (the page policy allows styles from stylesheets only)', () => {
    const { container } = render(<CardGrid cards={categoryPage('/').cards} />);
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('lists a Frontend study card syllabus from its document, one line each', () => {
    const frontend = studyCategories.find((p) => p.route === '/frontend')!;
    render(<CardGrid cards={frontend.cards} />);
    const html = screen.getByRole('link', { name: /^HTML/ });
    for (const chapter of studyDoc('html').syllabus)
      expect(within(html).getByText(chapter)).toBeInTheDocument();
  });

  it('uses the page image height (200 px on the Python practice landing)', () => {
    const page = categoryPage('/practicepythons');
    render(<CardGrid cards={page.cards} imageHeight={page.imageHeight} />);
    for (const img of document.querySelectorAll('img'))
      expect(img).toHaveAttribute('height', '200');
  });
});
