#!/usr/bin/env bash
# Spring Boot 4.1 (Framework 7, Security 7, Data JPA, Hibernate 7), the Jakarta EE 11 APIs,
# Tomcat 11's Jasper and H2, pinned in lib/check/jvm/pom.xml, from Maven Central into
#   .runtimes/jvm/lib/   every jar the Spring and Jakarta examples compile and run against
#                        (lib/check/spring.ts puts them all on the classpath);
#   .runtimes/m2/        Maven's local repository, kept so a changed pom downloads only the change.
# Safe to run again: nothing happens while .runtimes/jvm/pom.sha256 matches the pom.
set -uo pipefail
cd "$(dirname "$0")/../.."
pom=lib/check/jvm/pom.xml
dest=.runtimes/jvm
want=$(sha256sum "$pom" | cut -d' ' -f1)
if [ -f "$dest/pom.sha256" ] && [ "$(cat "$dest/pom.sha256")" = "$want" ]; then
  echo "jvm-frameworks: $dest is up to date ($(ls "$dest/lib" | wc -l) jars)"
  exit 0
fi
if ! command -v mvn >/dev/null; then
  echo "jvm-frameworks: notice: mvn (Apache Maven) is not installed; apt-get install maven" >&2
  exit 1
fi
echo "jvm-frameworks: resolving $pom from Maven Central into $dest"
rm -rf "$dest"
mkdir -p "$dest"
# The plugin is pinned too: Maven's default for a bare `dependency:` differs between releases.
if ! mvn -B -q -f "$pom" -Dmaven.repo.local="$PWD/.runtimes/m2" \
  org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
  -DincludeScope=test -DoutputDirectory="$PWD/$dest/lib"; then
  echo "jvm-frameworks: notice: Maven could not resolve $pom (is Maven Central reachable?); $dest is not installed" >&2
  rm -rf "$dest"
  exit 1
fi
echo "$want" >"$dest/pom.sha256"
echo "jvm-frameworks: $dest has $(ls "$dest/lib" | wc -l) jars"
