import { namesTopic, questionAnchor } from './anchors';

describe('anchors', () => {
  it('names a topic by its key or by one of its question anchors', () => {
    expect(namesTopic('joins', 'joins')).toBe(true);
    expect(namesTopic(questionAnchor('joins', 3), 'joins')).toBe(true);
    expect(namesTopic('spring-aop-q2', 'spring-aop')).toBe(true);
    expect(namesTopic('spring-aop-q2', 'spring')).toBe(false);
    expect(namesTopic('joins-q', 'joins')).toBe(false);
    expect(namesTopic('joins-q0', 'joins')).toBe(false);
    expect(namesTopic('joinsx', 'joins')).toBe(false);
  });
});
