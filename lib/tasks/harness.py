"""The coding tasks' Python harness (issue #37): ONE file, run by the content checks on native
CPython (lib/check/tasks.ts) and by the page's Pyodide worker (components/frame/run/pyWorker.ts),
so the checks and the browser judge a learner's code the same way.

Each test runs in a fresh namespace: the learner's code, then the test's setup, then `expected`
and `call` evaluated there. Passed means `actual == expected`. Results are data (dicts), handed
one by one to `report`, so a page shows each as it comes and an endless loop loses only the rest.
"""

import builtins
import contextlib
import io
import json
import sys
import time
import traceback

SOLUTION = 'solution.py'
DEFAULT_MS = 2000
# repr of a value, cut so a huge wrong answer stays readable.
LIMIT = 600


class TimeLimit(Exception):
    """Raised in the test by the native alarm (Pyodide has none: the page ends the worker)."""


def _short(text):
    return text if len(text) <= LIMIT else text[:LIMIT] + ' …'


def _repr(value):
    try:
        return _short(repr(value))
    except Exception as e:  # a learner's __repr__ that raises
        return f'<repr failed: {type(e).__name__}: {e}>'


def _line(tb):
    """The last line of the learner's code in a traceback, or None (the error is in a test)."""
    line = None
    for frame in traceback.extract_tb(tb):
        if frame.filename == SOLUTION:
            line = frame.lineno
    return line


def _error(e):
    line = e.lineno if isinstance(e, SyntaxError) and e.filename == SOLUTION else _line(e.__traceback__)
    return {'type': type(e).__name__, 'message': _short(str(e)), 'line': line}


def _alarm(seconds):
    """Arms an interrupt on native CPython's main thread; a no-op elsewhere."""
    if sys.platform == 'emscripten':
        return lambda: None
    try:
        import signal

        def fire(signum, frame):
            raise TimeLimit()

        signal.signal(signal.SIGALRM, fire)
        signal.setitimer(signal.ITIMER_REAL, seconds)
        return lambda: signal.setitimer(signal.ITIMER_REAL, 0)
    except (ImportError, ValueError, AttributeError):
        return lambda: None


def run_test(code, test):
    name = test['name']
    limit = test.get('timeoutMs') or DEFAULT_MS
    result = {'name': name, 'passed': False}
    namespace = {'__name__': '__task__', '__builtins__': builtins}
    printed = io.StringIO()
    disarm = _alarm(limit / 1000 * 1.5 + 0.5)
    stage = 'code'
    try:
        with contextlib.redirect_stdout(printed):
            exec(compile(code, SOLUTION, 'exec'), namespace)
            stage = 'setup'
            if test.get('setup'):
                exec(compile(test['setup'], 'setup', 'exec'), namespace)
            stage = 'expected'
            expected = eval(compile(test['expected'], 'expected', 'eval'), namespace)
            result['expected'] = _repr(expected)
            stage = 'call'
            started = time.perf_counter()
            actual = eval(compile(test['call'], 'test', 'eval'), namespace)
            ms = (time.perf_counter() - started) * 1000
        result['ms'] = round(ms)
        result['actual'] = _repr(actual)
        if ms > limit:
            result['note'] = f'took {round(ms)} ms; the limit is {limit} ms'
        else:
            result['passed'] = bool(actual == expected)
    except TimeLimit:
        result['note'] = f'stopped: still running after {limit} ms (the limit)'
    except BaseException as e:  # SystemExit and KeyboardInterrupt too: a test must not end the run
        error = _error(e)
        if stage != 'call' and stage != 'code' and error['line'] is None:
            error['message'] = f'in the test\'s {stage}: {error["message"]}'
        result['error'] = error
    finally:
        disarm()
    out = printed.getvalue()
    if out:
        result['printed'] = _short(out)
    return result


def run_tests(code, tests, report):
    """Runs every test in order, reporting each result as it comes; returns them all."""
    results = []
    for test in tests:
        r = run_test(code, test)
        report(r)
        results.append(r)
    return results


def run_tests_json(code, tests_json, report_json):
    """The page's entry: tests as JSON in, each result as JSON out (no proxies to manage)."""
    run_tests(code, json.loads(tests_json), lambda r: report_json(json.dumps(r)))


if __name__ == '__main__':
    # The checks' entry: a file of {"code": ..., "tests": [...]}; one "RESULT {json}" line each.
    with open(sys.argv[1], encoding='utf-8') as f:
        job = json.load(f)
    run_tests(job['code'], job['tests'], lambda r: print('RESULT ' + json.dumps(r), flush=True))
