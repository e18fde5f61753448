/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { djangoChecker } from './django';
import type { Example } from './types';
import type { CodeExample } from '@/lib/practice/types';

// Runs the real harness (lib/check/django/runner.py), so it needs the Django runtime
// (npm run runtimes); without it the suite is reported as skipped, never passed.
const installed = existsSync(path.join(process.cwd(), '.runtimes', 'django', 'bin', 'python'));

const example = (n: number, code: Partial<CodeExample>): Example => ({
  where: `content/practice/django.yaml: topic "t", question ${n}`,
  source: `content/practice/django.yaml:${n}`,
  file: 'content/practice/django.yaml',
  code: { language: 'python', check: 'run', code: '', expectedOutput: '', ...code },
});

(installed ? describe : describe.skip)('the Django harness', () => {
  it('runs each example on a fresh database, undoes its receivers and names its failure', async () => {
    const leaky = example(1, {
      code: [
        'from django.db.models.signals import post_save',
        'from shop.models import Product',
        '',
        'def shout(sender, **kwargs):',
        '    print("receiver of example 1")',
        '',
        'post_save.connect(shout, sender=Product)',
      ].join('\n'),
      harness:
        'from shop.models import Product\nProduct.objects.create(name="a")\nprint(Product.objects.count())',
      expectedOutput: 'receiver of example 1\n1',
    });
    const next = example(2, {
      code: 'from shop.models import Product\nProduct.objects.create(name="b")',
      harness: '# module: shop.second\nprint(example.__name__, example.Product.objects.count())',
      expectedOutput: 'shop.second 1',
    });
    const failing = example(3, { code: 'raise LookupError("no such thing")' });
    const wrongOutput = example(4, { code: 'print("actual")', expectedOutput: 'expected' });
    const template = example(5, {
      language: 'django',
      code: '{% extends "base.html" %}{% block title %}{{ name|upper }}{% endblock %}',
      harness:
        'from django.template import Context\nprint(engine(example).get_template("example.html").render(Context({"name": "mug"})).splitlines()[1])',
      expectedOutput: '<title>MUG</title>',
    });
    const outcomes = await djangoChecker.check([leaky, next, failing, wrongOutput, template]);
    expect(outcomes.map((o) => o.done)).toEqual(['run', 'run', 'run', 'run', 'run']);
    expect(outcomes[0]!.problem).toBeUndefined();
    expect(outcomes[1]!.problem).toBeUndefined();
    expect(outcomes[2]!.problem).toMatch(/LookupError: no such thing/);
    expect(outcomes[3]!.problem).toMatch(/--- expected\nexpected\n--- actual\nactual/);
    expect(outcomes[4]!.problem).toBeUndefined();
    expect(outcomes[0]!.ranOn).toMatch(/^Django 5\.2\.\d+ \(DRF 3\.18\.\d+\) on CPython 3\./);
  }, 120_000);
});
