import {
  claimsSpring,
  harnessFiles,
  javaFileFor,
  mainClassOf,
  pagePath,
  planFor,
} from './springExamples';
import type { Example } from './types';
import type { CodeExample } from '@/lib/practice/types';

const example = (file: string, code: Partial<CodeExample>): Example => ({
  where: file,
  source: `${file}:1`,
  file,
  code: { language: 'java', check: 'compile', code: 'class A {}', ...code },
});

describe('claimsSpring', () => {
  it('takes every Java and JSP example of the Spring bank and guide', () => {
    expect(claimsSpring(example('content/practice/spring.yaml', {}))).toBe(true);
    expect(claimsSpring(example('content/library/spring.md', { language: 'jsp' }))).toBe(true);
    expect(claimsSpring(example('content/practice/spring.yaml', { language: 'yaml' }))).toBe(false);
  });

  it('takes from Advanced Java only the pages and the code that imports Jakarta EE', () => {
    const jdbc = 'import java.sql.Connection;\nclass Dao {}';
    const servlet = 'import jakarta.servlet.http.HttpServlet;\nclass S extends HttpServlet {}';
    expect(claimsSpring(example('content/practice/advjava.yaml', { code: jdbc }))).toBe(false);
    expect(claimsSpring(example('content/practice/advjava.yaml', { code: servlet }))).toBe(true);
    expect(claimsSpring(example('content/library/advjava.md', { language: 'jsp' }))).toBe(true);
    expect(claimsSpring(example('content/practice/java.yaml', { code: servlet }))).toBe(false);
  });
});

describe('harnessFiles', () => {
  it('names the leading Java after its public type and splits the marked files', () => {
    const files = harnessFiles(
      'public class Check {\n  public static void main(String[] a) {}\n}\n--- file: /WEB-INF/x.jspf\n<p>x</p>\n--- file: app.properties\na=1\n',
    );
    expect(files.map((f) => f.path)).toEqual(['Check.java', 'WEB-INF/x.jspf', 'app.properties']);
    expect(files[1]!.text).toBe('<p>x</p>\n');
  });

  it('is empty without a harness and refuses paths that leave the folder', () => {
    expect(harnessFiles(undefined)).toEqual([]);
    expect(() => harnessFiles('--- file: ../x.java\nclass X {}')).toThrow(/inside/);
  });
});

describe('javaFileFor and mainClassOf', () => {
  it('finds the public type, else the fallback', () => {
    expect(javaFileFor('@Service\npublic final class Shop {}', 'Example')).toBe('Shop.java');
    expect(javaFileFor('class Shop {}', 'Example')).toBe('Example.java');
  });

  it('finds the class declaring main, with its package', () => {
    const code =
      'package com.example;\n\n@Service\nclass A {}\n\npublic class Run {\n  public static void main(String[] args) {}\n}\n';
    expect(mainClassOf(code)).toBe('com.example.Run');
    expect(mainClassOf('@SpringBootApplication\nclass App {\n  static void main() {}\n}')).toBe(
      'App',
    );
    expect(mainClassOf('class A {}')).toBeUndefined();
  });
});

describe('pagePath', () => {
  it('places a page where its first comment says, else at example.jsp', () => {
    expect(pagePath('<%-- /WEB-INF/tags/alert.tag --%>\n<%@ tag %>')).toBe(
      'WEB-INF/tags/alert.tag',
    );
    expect(pagePath('<%-- /WEB-INF/views/profile.jsp: reached by a forward --%>')).toBe(
      'WEB-INF/views/profile.jsp',
    );
    expect(pagePath('<%@ page %>')).toBe('example.jsp');
    expect(pagePath('<%-- /../x.jsp --%>')).toBe('example.jsp');
  });
});

describe('planFor', () => {
  it('compiles, runs only with a main, and refuses parse-only checks', () => {
    expect(planFor(example('content/practice/spring.yaml', {}))).toBe('compile');
    expect(
      planFor(
        example('content/practice/spring.yaml', {
          check: 'run',
          harness: 'class H { public static void main(String[] a) {} }',
        }),
      ),
    ).toBe('run');
    expect(planFor(example('content/practice/spring.yaml', { check: 'run' }))).toEqual({
      problem: expect.stringMatching(/main method/),
    });
    expect(planFor(example('content/practice/spring.yaml', { check: 'parse' }))).toEqual({
      problem: expect.stringMatching(/use check: compile/),
    });
    expect(
      planFor(example('content/practice/advjava.yaml', { language: 'jsp', check: 'run' })),
    ).toEqual({ problem: expect.stringMatching(/never run/) });
  });
});
