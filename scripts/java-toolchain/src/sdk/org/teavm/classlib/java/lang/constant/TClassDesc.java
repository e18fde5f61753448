package org.teavm.classlib.java.lang.constant;

/**
 * API only, for javac: an enum label in a pattern switch is a dynamic constant built from
 * ClassDesc.of(name) and Enum.EnumDesc.of(classDesc, constant); TeaVM's switch substitutor reads it.
 */
public interface TClassDesc {
    static TClassDesc of(String name) {
        throw new UnsupportedOperationException();
    }
}
