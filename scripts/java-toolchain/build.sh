#!/usr/bin/env bash
# Builds the Java toolchain that runs in the page: javac and TeaVM's compiler in one WebAssembly GC
# module, plus the two class archives it reads. Issue #35; the proof page is proof/.
#
# Reads:  the JDK 25 on this machine (JAVA_HOME, or /usr/lib/jvm/temurin-25-jdk-amd64): its
#           lib/modules image, for the compiled classes of jdk.compiler, java.compiler and
#           jdk.internal.opt (jimage extract; no OpenJDK sources, no network);
#         TeaVM 0.16.0 from Maven Central (pom.xml, into ~/.m2 by `mvn dependency:copy-dependencies`);
#         our glue in src/ (page: what runs in the page; host: build steps; sdk: API stubs).
# Writes: .java-toolchain/ at the repository root (gitignored):
#           work/        extracted classes, jars, compiled glue (intermediate)
#           dist/toolchain.wasm   javac + TeaVM for the worker
#           dist/platform.zip     java.base's API as TeaVM implements it, for javac
#           dist/classlib.zip     TeaVM's class library, for TeaVM to link programs against
#           dist/wasm-gc-runtime.js  TeaVM's loader for WebAssembly GC modules (from teavm-core)
# Takes:  on this 2-core machine, about 1 min for the dependencies (first time), 10-40 s for the
#         archives and 3-11 min for toolchain.wasm (TeaVM, ADVANCED; the more the machine is loaded:
#         215 s, 419 s, 710 s, 320 s, 458 s and 543 s in six runs). Needs 3-4 GB of memory (-Xmx5g).
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
out=${JAVA_TOOLCHAIN_OUT:-$here/../../.java-toolchain}
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
bin=$JAVA_HOME/bin
"$bin/java" -version 2>&1 | grep -q 'version "25' || { echo "java-toolchain: JAVA_HOME must be a JDK 25" >&2; exit 1; }
work=$out/work
dist=$out/dist
mkdir -p "$work" "$dist"
start=$SECONDS
step() { echo "java-toolchain: $* ($((SECONDS - start)) s)"; }

step "dependencies (Maven Central, pinned in pom.xml)"
mvn -q -B dependency:copy-dependencies -DoutputDirectory="$work/deps" >/dev/null
deps=$(ls "$work"/deps/*.jar | tr '\n' ':')

step "javac's classes from the JDK image"
if [ ! -d "$work/jimage/jdk.compiler" ]; then
  "$bin/jimage" extract --include 'regex:/(jdk\.compiler|java\.compiler|jdk\.internal\.opt)/.*' \
    --dir "$work/jimage" "$JAVA_HOME/lib/modules"
fi
javac_dirs=("$work/jimage/jdk.compiler" "$work/jimage/java.compiler" "$work/jimage/jdk.internal.opt")
javac_cp=$(IFS=:; echo "${javac_dirs[*]}")

step "glue"
rm -rf "$work/classes" && mkdir -p "$work/classes"/{sdk,page,host}
"$bin/javac" -nowarn -d "$work/classes/sdk" $(find src/sdk -name '*.java')
# --limit-modules: javac's own packages come from the extracted classes on the class path.
"$bin/javac" -nowarn --limit-modules java.base -cp "$javac_cp:$deps" -d "$work/classes/page" $(find src/page -name '*.java')
"$bin/javac" -nowarn --limit-modules java.base -cp "$work/classes/page:$javac_cp:$deps" \
  -d "$work/classes/host" $(find src/host -name '*.java')
cp -r resources/host/META-INF "$work/classes/host/"

step "platform.zip and classlib.zip"
"$bin/java" -cp "$work/classes/host:$deps" site.jt.host.MakeArchives "$dist" "$work/classes/sdk" "$work"/deps/*.jar

if [ "${1:-}" = "--check-on-jvm" ]; then
  # The same glue on the JVM: compiles and translates proof/Hello.java, before the long step.
  "$bin/java" --limit-modules java.base,java.xml -cp "$work/classes/host:$work/classes/page:$javac_cp:$deps" \
    site.jt.host.HostRun "$dist" proof/Hello.java "$work/Hello.wasm"
fi

step "toolchain.wasm (TeaVM compiles javac and itself)"
"$bin/java" -Xmx5g -Djt.opt="${JT_OPT:-ADVANCED}" -cp "$work/classes/host:$deps" site.jt.host.BuildCompiler \
  "$work/wasm" "$work/classes/page" "$here/resources/page" "${javac_dirs[@]}" "$work"/deps/*.jar
cp "$work/wasm/toolchain.wasm" "$dist/"
unzip -o -q -j -d "$dist" "$work/deps/teavm-core-0.16.0.jar" org/teavm/backend/wasm/wasm-gc-runtime.js

step "done"
ls -l "$dist"
