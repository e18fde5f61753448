package org.teavm.classlib.java.lang.invoke;

/** API only, for javac: a parameter type of the record bootstrap. */
public interface TTypeDescriptor {
    String descriptorString();
}
