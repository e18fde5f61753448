package org.teavm.classlib.java.lang.runtime;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** API only, for javac: pattern and enum switches call these bootstraps; TeaVM replaces them. */
public final class TSwitchBootstraps {
    private TSwitchBootstraps() {
    }

    public static CallSite typeSwitch(MethodHandles.Lookup lookup, String name, MethodType type, Object... labels) {
        throw new UnsupportedOperationException();
    }

    public static CallSite enumSwitch(MethodHandles.Lookup lookup, String name, MethodType type, Object... labels) {
        throw new UnsupportedOperationException();
    }
}
