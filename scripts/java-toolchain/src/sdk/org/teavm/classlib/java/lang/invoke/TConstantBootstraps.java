package org.teavm.classlib.java.lang.invoke;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * API only, for javac: a switch with primitive or enum labels in patterns (a record pattern with an
 * int component, `case Color.RED` in a pattern switch) loads its labels as dynamic constants made by
 * these bootstraps. TeaVM's switch substitutor reads those constants itself and never calls them.
 */
public final class TConstantBootstraps {
    private TConstantBootstraps() {
    }

    public static Class<?> primitiveClass(MethodHandles.Lookup lookup, String name, Class<?> type) {
        throw new UnsupportedOperationException();
    }

    public static Object invoke(MethodHandles.Lookup lookup, String name, Class<?> type, MethodHandle handle,
            Object... args) {
        throw new UnsupportedOperationException();
    }
}
