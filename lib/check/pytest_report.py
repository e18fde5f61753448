# A pytest plugin for the code checks (lib/check/pythonPackages.ts), loaded with
# `-p pytest_report -p no:terminal`: instead of pytest's terminal report, which prints timings,
# it prints each test's id and outcome and then the counts, the same on every run. A failure's
# details go to stderr.
import sys

counts = {}


def pytest_runtest_logreport(report):
    if report.when != "call" and report.outcome == "passed":
        return
    outcome = "xfailed" if getattr(report, "wasxfail", None) is not None else report.outcome
    print(f"{report.nodeid} {outcome.upper()}")
    counts[outcome] = counts.get(outcome, 0) + 1
    if report.failed:
        print(report.longreprtext, file=sys.stderr)


def pytest_collectreport(report):
    if report.failed:
        print(f"collecting {report.nodeid} failed:\n{report.longreprtext}", file=sys.stderr)


def pytest_sessionfinish(session, exitstatus):
    print(", ".join(f"{n} {outcome}" for outcome, n in counts.items()) or "no tests ran")
