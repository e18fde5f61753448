/**
 * The study library. Each entry names a Markdown source in content/library/<slug>.md; its
 * chapters must be exactly `syllabus` (the build checks), so the Frontend cards, the PDF's table
 * of contents and /book all read from here.
 */
export interface StudyDocEntry {
  slug: string;
  title: string;
  /** The full-window viewer route (canonical). */
  viewer: string;
  /** Chapter titles, in order. */
  syllabus: readonly string[];
}

export const studyDocs: readonly StudyDocEntry[] = [
  {
    slug: 'java',
    title: 'Core Java',
    viewer: '/javapdf',
    syllabus: [
      'Getting Started with Java 25',
      'Types, Variables and Operators',
      'Control Flow and Methods',
      'Classes, Objects and Records',
      'Inheritance, Interfaces and Sealed Types',
      'Arrays and Strings',
      'Exceptions',
      'Collections and Generics',
      'Lambdas and Streams',
      'Concurrency and Virtual Threads',
    ],
  },
  {
    slug: 'advjava',
    title: 'Advanced Java',
    viewer: '/advpdf',
    syllabus: [
      'JDBC Fundamentals',
      'Transactions and Connection Pools',
      'Servlets and the Request Lifecycle',
      'Sessions, Filters and Listeners',
      'JSP and JSTL',
      'Putting It Together: a Small MVC Application',
    ],
  },
  {
    slug: 'spring',
    title: 'Spring & Spring Boot',
    viewer: '/spring',
    syllabus: [
      'Inversion of Control and Dependency Injection',
      'Beans, Scopes and Lifecycle',
      'Spring Boot Auto-configuration',
      'Aspect-Oriented Programming',
      'Data Access with JdbcClient',
      'Spring Data JPA',
      'REST APIs with Spring MVC',
      'Spring Security',
      'Testing Spring Applications',
    ],
  },
  {
    slug: 'python',
    title: 'Python',
    viewer: '/pythonpdf',
    syllabus: [
      'Python Basics',
      'Control Flow and Functions',
      'Data Structures',
      'Object-Oriented Python',
      'Modules, Packages and Virtual Environments',
      'Files and Context Managers',
      'Errors and Exceptions',
      'Iterators, Generators and Decorators',
      'Concurrency Essentials',
      'Testing Python Code',
    ],
  },
  {
    slug: 'nodejs',
    title: 'Node.js',
    viewer: '/nodepdf',
    syllabus: [
      'The Node.js Runtime',
      'Modules: CommonJS and ESM',
      'The Event Loop',
      'Asynchronous Patterns',
      'Files and Streams',
      'Buffers and Binary Data',
      'HTTP Servers',
      'Worker Threads and Scaling',
      'Testing with node:test',
    ],
  },
  {
    slug: 'express',
    title: 'Express.js',
    viewer: '/expresspdf',
    syllabus: [
      'Getting Started with Express 5',
      'Routing',
      'Middleware',
      'Requests and Responses',
      'Error Handling',
      'Validation and Security',
      'Structuring an API',
      'Testing Express Applications',
    ],
  },
  {
    slug: 'html',
    title: 'HTML',
    viewer: '/htmlpdf',
    syllabus: [
      'Document Structure',
      'Text and Links',
      'Lists and Tables',
      'Forms and Inputs',
      'Images and Media',
      'Semantic HTML',
      'Accessibility Basics',
    ],
  },
  {
    slug: 'css',
    title: 'CSS',
    viewer: '/csspdf',
    syllabus: [
      'Selectors and the Cascade',
      'The Box Model',
      'Typography and Colour',
      'Flexbox',
      'Grid Layout',
      'Responsive Design',
      'Transitions and Animations',
      'Modern CSS',
    ],
  },
  {
    slug: 'javascript',
    title: 'JavaScript',
    viewer: '/jspdf',
    syllabus: [
      'Values, Types and Operators',
      'Functions and Scope',
      'Objects and Prototypes',
      'Arrays and Iteration',
      'Asynchronous JavaScript',
      'The DOM and Events',
      'Modules and Tooling',
      'Common Algorithms',
    ],
  },
  {
    slug: 'bootstrap',
    title: 'Bootstrap',
    viewer: '/bootstrapPdf',
    syllabus: [
      'Setting Up Bootstrap 5.3',
      'The Grid System',
      'Content and Typography',
      'Components',
      'Forms',
      'Utilities and Helpers',
      'Colour Modes and Customising',
    ],
  },
  {
    slug: 'typescript',
    title: 'TypeScript',
    viewer: '/typescriptpdf',
    syllabus: [
      'Why TypeScript',
      'Basic and Literal Types',
      'Interfaces and Type Aliases',
      'Unions and Narrowing',
      'Generics',
      'Utility, Mapped and Conditional Types',
      'Classes and Modules',
      'TypeScript with React and Node.js',
    ],
  },
  {
    slug: 'react',
    title: 'React',
    viewer: '/reactpdf',
    syllabus: [
      'Components and JSX',
      'Props and State',
      'Hooks',
      'Forms and Events',
      'Context and State Management',
      'Routing with React Router 8',
      'Performance',
      'What React 19 Adds',
    ],
  },
  {
    slug: 'mysql',
    title: 'MySQL',
    viewer: '/mysqlpdf',
    syllabus: [
      'Relational Basics and Data Types',
      'Querying Data',
      'Joins',
      'Aggregation and Grouping',
      'Indexes and EXPLAIN',
      'Transactions and Locking',
      'CTEs, Window Functions and JSON',
      'Schema Design and Normalisation',
    ],
  },
  {
    slug: 'oracle',
    title: 'Oracle Database',
    viewer: '/oraclepdf',
    syllabus: [
      'Oracle Architecture Basics',
      'SQL Queries in Oracle',
      'Functions and Analytic Queries',
      'PL/SQL Fundamentals',
      'Procedures, Functions and Packages',
      'Triggers and Exception Handling',
      'Administration Essentials',
      'Performance and Tuning',
    ],
  },
  {
    slug: 'mongodb',
    title: 'MongoDB',
    viewer: '/mongopdf',
    syllabus: [
      'Documents and Collections',
      'CRUD with mongosh',
      'Query and Projection Operators',
      'Indexes',
      'The Aggregation Pipeline',
      'Data Modelling',
      'Transactions and Consistency',
      'Replication and Sharding',
    ],
  },
];

export function studyDoc(slug: string): StudyDocEntry {
  const doc = studyDocs.find((d) => d.slug === slug);
  if (!doc) throw new Error(`Unknown study document "${slug}"`);
  return doc;
}
