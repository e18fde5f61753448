/** @jest-environment node */
import { djangoBalance, htmlBalance, jspBalance, sqlBlockBalance } from './balance';

describe('structure checks', () => {
  it('accepts balanced PL/SQL blocks, including package specs and bodies', () => {
    expect(
      sqlBlockBalance(
        'BEGIN\n  IF x > 1 THEN NULL; END IF;\n  FOR r IN (SELECT 1 FROM dual) LOOP NULL; END LOOP;\nEND;\n/',
      ),
    ).toEqual([]);
    expect(
      sqlBlockBalance('CREATE OR REPLACE PACKAGE pay AS\n  PROCEDURE run;\nEND pay;\n/'),
    ).toEqual([]);
    expect(
      sqlBlockBalance(
        'CREATE OR REPLACE PACKAGE BODY pay AS\n  PROCEDURE run IS BEGIN NULL; END run;\nBEGIN\n  NULL;\nEND pay;\n/',
      ),
    ).toEqual([]);
    expect(sqlBlockBalance("SELECT CASE WHEN a = 'END' THEN 1 ELSE 0 END FROM t -- END\n")).toEqual(
      [],
    );
  });

  it('reports unbalanced blocks, brackets and quotes', () => {
    expect(sqlBlockBalance('BEGIN\n  IF x THEN NULL;\nEND;')).toContainEqual(
      expect.stringMatching(/IF/),
    );
    expect(sqlBlockBalance('SELECT (1 FROM dual;')).toEqual(['1 unclosed (']);
    expect(sqlBlockBalance("SELECT 'oops FROM dual;")).toContain("unclosed ' quote");
  });

  it('pairs Django template tags and HTML elements', () => {
    expect(
      djangoBalance(
        '{% extends "base.html" %}{% block body %}<ul>{% for x in xs %}<li>{{ x }}</li>{% endfor %}</ul>{% endblock %}',
      ),
    ).toEqual([]);
    expect(djangoBalance('{% block a %}{% if x %}{% endblock %}')).toContainEqual(
      expect.stringMatching(/endblock/),
    );
    expect(djangoBalance('<div>{{ x }</div>')).toContain('unbalanced {{ }}');
  });

  it('checks JSP scriptlets and tags', () => {
    expect(
      jspBalance(
        '<%@ taglib prefix="c" uri="jakarta.tags.core" %><c:forEach items="${xs}" var="x"><p>${x}</p></c:forEach>',
      ),
    ).toEqual([]);
    expect(jspBalance('<c:if test="${a}"><p>x</p>')).toEqual(['unclosed <c:if>']);
  });

  it('ignores void elements and reports misnesting', () => {
    expect(htmlBalance('<p>a<br>b<img src="x" alt=""></p>')).toEqual([]);
    expect(htmlBalance('<b><i>x</b></i>')[0]).toMatch(/does not close/);
  });
});
