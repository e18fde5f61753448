import { studyDoc } from './library';

/** One card on a category page. `lines` render one per line (a syllabus or a topic list). */
export interface Card {
  id: string;
  title: string;
  description: string;
  lines?: readonly string[];
  image: string;
  href: string;
}

export interface CategoryPageData {
  route: string;
  heading: string;
  description: string;
  cards: readonly Card[];
  /**
   * A fixed card image height in px (the spec's Python landing: 200), set by a stylesheet rule
   * (CardGrid.module.css), since the pages allow no inline style. Otherwise the images keep
   * their 320 x 180 proportion at the card's width.
   */
  imageHeight?: 200;
}

function img(name: string): string {
  return `/images/cards/${name}.svg`;
}

/** A Frontend study card lists its document's chapters, so the card and the PDF never disagree. */
function syllabusCard(id: string, slug: string, image: string, description: string): Card {
  const doc = studyDoc(slug);
  return {
    id,
    title: doc.title,
    description,
    lines: doc.syllabus,
    image: img(image),
    href: doc.viewer,
  };
}

export const studyHome: CategoryPageData = {
  route: '/',
  heading: 'Tech Learning Hub: Study Guides for Every Layer',
  description: 'Free study guides for backend, frontend and database technologies.',
  cards: [
    {
      id: 'backend',
      title: 'Backend',
      description: 'Server-side languages and frameworks: Java, Python and Node.js.',
      image: img('backend'),
      href: '/backend',
    },
    {
      id: 'frontend',
      title: 'Frontend',
      description:
        'Build the web page by page: HTML, CSS, JavaScript, Bootstrap, TypeScript and React.',
      image: img('frontend'),
      href: '/frontend',
    },
    {
      id: 'database',
      title: 'Database',
      description: 'Store and query data well: MySQL, Oracle and MongoDB.',
      image: img('database'),
      href: '/database',
    },
  ],
};

export const studyCategories: readonly CategoryPageData[] = [
  {
    route: '/backend',
    heading: 'Backend Technology',
    description: 'Study guides for Java, Python and Node.js on the server.',
    cards: [
      {
        id: 'java',
        title: 'Java',
        description: 'Core Java, Advanced Java and the Spring ecosystem.',
        image: img('java'),
        href: '/java',
      },
      {
        id: 'python',
        title: 'Python',
        description: 'From first scripts to generators, decorators and testing.',
        image: img('python'),
        href: '/pythonpdf',
      },
      {
        id: 'node',
        title: 'Node.js',
        description: 'JavaScript on the server with Node.js and Express.js.',
        image: img('nodejs'),
        href: '/node',
      },
    ],
  },
  {
    route: '/java',
    heading: 'Java Technology',
    description: 'Study guides for Core Java, Advanced Java and Spring.',
    cards: [
      {
        id: 'core-java',
        title: 'Core Java',
        description: 'The language and its standard library, up to Java 25.',
        image: img('corejava'),
        href: '/javapdf',
      },
      {
        id: 'advanced-java',
        title: 'Advanced Java',
        description: 'JDBC, Servlets and Jakarta Pages on Jakarta EE 11.',
        image: img('advjava'),
        href: '/advpdf',
      },
      {
        id: 'spring',
        title: 'Spring & Spring Boot',
        description: 'Dependency injection, data access, REST and security with Spring Boot 4.',
        image: img('spring'),
        href: '/spring',
      },
    ],
  },
  {
    route: '/node',
    heading: 'Node.js Technology',
    description: 'Study guides for Node.js and Express.js.',
    cards: [
      {
        id: 'nodejs',
        title: 'Node.js',
        description: 'The runtime, its event loop, streams and modules.',
        image: img('nodejs'),
        href: '/nodepdf',
      },
      {
        id: 'express',
        title: 'Express.js',
        description: 'Routing, middleware and error handling with Express 5.',
        image: img('express'),
        href: '/expresspdf',
      },
    ],
  },
  {
    route: '/frontend',
    heading: 'Frontend Technology',
    description: 'Study guides for HTML, CSS, JavaScript, Bootstrap, TypeScript and React.',
    cards: [
      syllabusCard('html', 'html', 'html', 'The structure of every web page.'),
      syllabusCard('css', 'css', 'css', 'Style and lay out the web.'),
      syllabusCard('javascript', 'javascript', 'javascript', 'The language of the browser.'),
      syllabusCard('bootstrap', 'bootstrap', 'bootstrap', 'Responsive pages with Bootstrap 5.3.'),
      syllabusCard('typescript', 'typescript', 'typescript', 'JavaScript with static types.'),
      syllabusCard('react', 'react', 'react', 'User interfaces with React 19.'),
    ],
  },
  {
    route: '/database',
    heading: 'Database Technology',
    description: 'Study guides for MySQL, Oracle and MongoDB.',
    cards: [
      {
        id: 'mysql',
        title: 'MySQL',
        description: 'Relational design and SQL with MySQL 8.',
        image: img('mysql'),
        href: '/mysqlpdf',
      },
      {
        id: 'oracle',
        title: 'Oracle',
        description: 'SQL and PL/SQL on Oracle Database 19c and later.',
        image: img('oracle'),
        href: '/oraclepdf',
      },
      {
        id: 'mongodb',
        title: 'MongoDB',
        description: 'Documents, indexes and aggregation with MongoDB 8.',
        image: img('mongodb'),
        href: '/mongopdf',
      },
    ],
  },
];

export const practiceHome: CategoryPageData = {
  route: '/practice',
  heading: 'Practice Interview Questions',
  description: 'About 500 interview questions with hints and code, by technology.',
  cards: [
    {
      id: 'backend',
      title: 'Backend',
      description: 'Java, Python and Node.js interview questions.',
      image: img('backend'),
      href: '/practicebackend',
    },
    {
      id: 'frontend',
      title: 'Frontend',
      description: 'HTML, CSS, JavaScript, Bootstrap, TypeScript and React questions.',
      image: img('frontend'),
      href: '/practicefrontend',
    },
    {
      id: 'database',
      title: 'Database',
      description: 'MySQL, Oracle and MongoDB questions.',
      image: img('database'),
      href: '/practicedatabase',
    },
  ],
};

export const practiceCategories: readonly CategoryPageData[] = [
  {
    route: '/practicebackend',
    heading: 'Backend Technology',
    description: 'Practice questions for Java, Python and Node.js.',
    cards: [
      {
        id: 'java',
        title: 'Java',
        description: 'Core Java, Advanced Java and Spring questions.',
        image: img('java'),
        href: '/practicejava',
      },
      {
        id: 'python',
        title: 'Python',
        description: 'Core Python, Advanced Python and Django questions.',
        image: img('python'),
        href: '/practicepythons',
      },
      {
        id: 'node',
        title: 'Node.js',
        description: 'Node.js and Express.js questions.',
        image: img('nodejs'),
        href: '/practicenode',
      },
    ],
  },
  {
    route: '/practicefrontend',
    heading: 'Frontend Technology',
    description: 'Practice questions for HTML, CSS, JavaScript, Bootstrap, TypeScript and React.',
    cards: [
      {
        id: 'html',
        title: 'HTML',
        description: 'Topics covered:',
        lines: ['Basics, Links, Lists, Tables', 'Forms, Multimedia, Semantic HTML'],
        image: img('html'),
        href: '/practice/html',
      },
      {
        id: 'css',
        title: 'CSS',
        description: 'Topics covered:',
        lines: ['Selectors, Layout, Box Model', 'Typography, Effects, Responsive Design'],
        image: img('css'),
        href: '/practice/css',
      },
      {
        id: 'javascript',
        title: 'JavaScript',
        description: 'Topics covered:',
        lines: ['Basics, Arrays, Objects, Functions', 'Async, DOM, Algorithms'],
        image: img('javascript'),
        href: '/practice/js',
      },
      {
        id: 'bootstrap',
        title: 'Bootstrap',
        description: 'Topics covered:',
        lines: ['Layout, Content, Components', 'Forms, Utilities, Helpers'],
        image: img('bootstrap'),
        href: '/practice/bootstrap',
      },
      {
        id: 'typescript',
        title: 'TypeScript',
        description: 'Topics covered:',
        lines: ['Types, narrowing and generics', 'Mapped, conditional and utility types'],
        image: img('typescript'),
        href: '/practice/typescript',
      },
      {
        id: 'react',
        title: 'React',
        description: 'Topics covered:',
        lines: [
          'Basics, Hooks, Component Patterns',
          'Performance, Context API, Routing, Advanced Patterns',
        ],
        image: img('react'),
        href: '/practice/react',
      },
    ],
  },
  {
    route: '/practicedatabase',
    heading: 'Database Technology',
    description: 'Practice questions for MySQL, Oracle and MongoDB.',
    cards: [
      {
        id: 'mysql',
        title: 'MySQL',
        description: 'Basics, queries, joins and advanced MySQL 8.',
        image: img('mysql'),
        href: '/practicemysql',
      },
      {
        id: 'oracle',
        title: 'Oracle',
        description: 'Basics, queries, PL/SQL and administration.',
        image: img('oracle'),
        href: '/practiceoracle',
      },
      {
        id: 'mongodb',
        title: 'MongoDB',
        description: 'CRUD, indexes, aggregation and scaling with MongoDB 8.',
        image: img('mongodb'),
        href: '/practicemangodb',
      },
    ],
  },
  {
    route: '/practicejava',
    heading: 'Java Technology',
    description: 'Practice questions for Core Java, Advanced Java and Spring.',
    cards: [
      {
        id: 'core-java',
        title: 'Core Java',
        description: 'Basics, OOP, arrays, strings, exceptions, collections and threads.',
        image: img('corejava'),
        href: '/practicecorejava',
      },
      {
        id: 'advanced-java',
        title: 'Advanced Java',
        description: 'JDBC, Servlets and JSP.',
        image: img('advjava'),
        href: '/practiceadvance',
      },
      {
        id: 'spring',
        title: 'Spring & Spring Boot',
        description: 'Core, AOP, JDBC, ORM, Data JPA, MVC and Security.',
        image: img('spring'),
        href: '/practicespring',
      },
    ],
  },
  {
    route: '/practicenode',
    heading: 'Node.js Technology',
    description: 'Practice questions for Node.js and Express.js.',
    cards: [
      {
        id: 'nodejs',
        title: 'Node.js',
        description: 'The runtime, the event loop, streams and modules.',
        image: img('nodejs'),
        href: '/practicenodejs',
      },
      {
        id: 'express',
        title: 'Express.js',
        description: 'Node.js basics plus routing, middleware and errors in Express 5.',
        image: img('express'),
        href: '/practiceexpress',
      },
    ],
  },
  {
    route: '/practicepythons',
    heading: 'Python Technology',
    description: 'Practice questions for Core Python, Advanced Python and Django.',
    imageHeight: 200,
    cards: [
      {
        id: 'core-python',
        title: 'Core Python',
        description: 'Basics, OOP, data structures, algorithms, files and decorators.',
        image: img('python'),
        href: '/practicepython',
      },
      {
        id: 'advanced-python',
        title: 'Advanced Python',
        description: 'Concurrency, metaprogramming, performance, C extensions and testing.',
        image: img('advpython'),
        href: '/practiceadvancepython',
      },
      {
        id: 'django',
        title: 'Django',
        description: 'Models, views, templates, REST framework and deployment.',
        image: img('django'),
        href: '/practicedjango',
      },
    ],
  },
];

export function categoryPage(route: string): CategoryPageData {
  const page = [studyHome, practiceHome, ...studyCategories, ...practiceCategories].find(
    (p) => p.route === route,
  );
  if (!page) throw new Error(`No category page for ${route}`);
  return page;
}
