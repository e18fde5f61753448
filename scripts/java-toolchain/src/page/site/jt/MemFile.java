package site.jt;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.tools.JavaFileObject;

/** One file in memory: a source, a platform class, or a class javac writes. Paths use '/'. */
final class MemFile implements JavaFileObject {
    final String path;
    byte[] bytes;
    /** True for the class files of the platform (java.base as TeaVM implements it). */
    final boolean platform;

    MemFile(String path, byte[] bytes, boolean platform) {
        this.path = path;
        this.bytes = bytes;
        this.platform = platform;
    }

    @Override
    public Kind getKind() {
        if (path.endsWith(".java")) {
            return Kind.SOURCE;
        }
        if (path.endsWith(".class")) {
            return Kind.CLASS;
        }
        return Kind.OTHER;
    }

    @Override
    public boolean isNameCompatible(String simpleName, Kind kind) {
        int slash = path.lastIndexOf('/');
        return path.substring(slash + 1).equals(simpleName + kind.extension);
    }

    @Override
    public NestingKind getNestingKind() {
        return null;
    }

    @Override
    public Modifier getAccessLevel() {
        return null;
    }

    @Override
    public URI toUri() {
        return URI.create("mem:/" + path);
    }

    @Override
    public String getName() {
        return path;
    }

    @Override
    public InputStream openInputStream() {
        return new ByteArrayInputStream(bytes);
    }

    @Override
    public OutputStream openOutputStream() {
        // javac writes a class file through this stream; the bytes land when it closes it.
        return new ByteArrayOutputStream() {
            @Override
            public void close() {
                bytes = toByteArray();
            }
        };
    }

    @Override
    public Reader openReader(boolean ignoreEncodingErrors) {
        return new InputStreamReader(openInputStream(), StandardCharsets.UTF_8);
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    @Override
    public Writer openWriter() {
        return new StringWriter() {
            @Override
            public void close() {
                bytes = toString().getBytes(StandardCharsets.UTF_8);
            }
        };
    }

    @Override
    public long getLastModified() {
        return 0;
    }

    @Override
    public boolean delete() {
        return false;
    }

    @Override
    public String toString() {
        return path;
    }
}
