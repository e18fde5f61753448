package org.teavm.classlib.java.lang;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * API only, for javac, in place of TeaVM's (which has no value(), so javac rejects
 * {@code @SuppressWarnings("finally")} and then fails inside its annotation code).
 */
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.CONSTRUCTOR, ElementType.LOCAL_VARIABLE})
@Retention(RetentionPolicy.SOURCE)
public @interface TSuppressWarnings {
    String[] value();
}
