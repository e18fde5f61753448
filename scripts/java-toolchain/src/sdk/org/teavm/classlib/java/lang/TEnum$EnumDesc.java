package org.teavm.classlib.java.lang;

import org.teavm.classlib.java.lang.constant.TClassDesc;

/**
 * API only, for javac: java.lang.Enum.EnumDesc as javac names it for an enum label in a pattern
 * switch (see TClassDesc). A top-level class with the nested class's binary name, so that the stub
 * does not replace TeaVM's Enum in the platform archive.
 */
public final class TEnum$EnumDesc {
    private TEnum$EnumDesc() {
    }

    public static TEnum$EnumDesc of(TClassDesc enumClass, String constantName) {
        throw new UnsupportedOperationException();
    }
}
