package org.teavm.classlib.java.lang.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.TypeDescriptor;

/** API only, for javac: records' equals/hashCode/toString call this bootstrap; TeaVM replaces it. */
public final class TObjectMethods {
    private TObjectMethods() {
    }

    public static Object bootstrap(MethodHandles.Lookup lookup, String methodName, TypeDescriptor type,
            Class<?> recordClass, String names, MethodHandle... getters) {
        throw new UnsupportedOperationException();
    }
}
