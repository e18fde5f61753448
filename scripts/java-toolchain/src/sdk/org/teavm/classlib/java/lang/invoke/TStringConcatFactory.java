package org.teavm.classlib.java.lang.invoke;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** API only, for javac: string concatenation calls this bootstrap; TeaVM replaces it. */
public final class TStringConcatFactory {
    private TStringConcatFactory() {
    }

    public static CallSite makeConcatWithConstants(MethodHandles.Lookup lookup, String name, MethodType concatType,
            String recipe, Object... constants) {
        throw new UnsupportedOperationException();
    }

    public static CallSite makeConcat(MethodHandles.Lookup lookup, String name, MethodType concatType) {
        throw new UnsupportedOperationException();
    }
}
