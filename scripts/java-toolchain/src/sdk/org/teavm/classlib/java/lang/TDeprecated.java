package org.teavm.classlib.java.lang;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** API only, for javac, in place of TeaVM's (which has neither since() nor forRemoval()). */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.LOCAL_VARIABLE, ElementType.METHOD,
        ElementType.PACKAGE, ElementType.PARAMETER, ElementType.TYPE})
public @interface TDeprecated {
    String since() default "";

    boolean forRemoval() default false;
}
