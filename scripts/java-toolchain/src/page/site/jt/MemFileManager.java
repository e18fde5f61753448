package site.jt;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.tools.FileObject;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * javac's view of files: the learner's sources, the platform classes (one module, java.base) and
 * the classes it writes. No file system: everything is a map from path to bytes.
 */
final class MemFileManager implements JavaFileManager {
    private final Map<String, MemFile> sources;
    private final Map<String, MemFile> platform;
    private final Map<String, MemFile> output;

    MemFileManager(Map<String, MemFile> sources, Map<String, MemFile> platform, Map<String, MemFile> output) {
        this.sources = sources;
        this.platform = platform;
        this.output = output;
    }

    private Map<String, MemFile> files(Location location) {
        if (location == StandardLocation.SOURCE_PATH) {
            return sources;
        }
        if (location == StandardLocation.PLATFORM_CLASS_PATH || location == StandardLocation.SYSTEM_MODULES) {
            return platform;
        }
        if (location == StandardLocation.CLASS_OUTPUT || location == StandardLocation.CLASS_PATH) {
            return output;
        }
        return null;
    }

    @Override
    public ClassLoader getClassLoader(Location location) {
        return null;
    }

    @Override
    public Iterable<JavaFileObject> list(Location location, String packageName, Set<JavaFileObject.Kind> kinds,
            boolean recurse) {
        var files = files(location);
        var result = new ArrayList<JavaFileObject>();
        if (files == null) {
            return result;
        }
        var prefix = packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/";
        for (var file : files.values()) {
            if (!file.path.startsWith(prefix) || !kinds.contains(file.getKind())) {
                continue;
            }
            if (!recurse && file.path.indexOf('/', prefix.length()) >= 0) {
                continue;
            }
            result.add(file);
        }
        return result;
    }

    @Override
    public String inferBinaryName(Location location, JavaFileObject file) {
        if (!(file instanceof MemFile mem)) {
            return null;
        }
        var path = mem.path;
        return path.substring(0, path.lastIndexOf('.')).replace('/', '.');
    }

    @Override
    public boolean isSameFile(FileObject a, FileObject b) {
        return a == b;
    }

    @Override
    public boolean handleOption(String current, Iterator<String> remaining) {
        return false;
    }

    @Override
    public boolean hasLocation(Location location) {
        return files(location) != null;
    }

    @Override
    public JavaFileObject getJavaFileForInput(Location location, String className, JavaFileObject.Kind kind) {
        var files = files(location);
        return files == null ? null : files.get(className.replace('.', '/') + kind.extension);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
            FileObject sibling) {
        return create(location, className.replace('.', '/') + kind.extension);
    }

    @Override
    public FileObject getFileForInput(Location location, String packageName, String relativeName) {
        var files = files(location);
        return files == null ? null : files.get(path(packageName, relativeName));
    }

    @Override
    public FileObject getFileForOutput(Location location, String packageName, String relativeName,
            FileObject sibling) {
        return create(location, path(packageName, relativeName));
    }

    private static String path(String packageName, String relativeName) {
        return packageName.isEmpty() ? relativeName : packageName.replace('.', '/') + "/" + relativeName;
    }

    private MemFile create(Location location, String path) {
        var files = files(location);
        if (files == null) {
            throw new IllegalStateException("cannot write to " + location.getName());
        }
        var file = new MemFile(path, new byte[0], false);
        files.put(path, file);
        return file;
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }

    @Override
    public int isSupportedOption(String option) {
        return -1;
    }

    // One module only: java.base lives at the platform location; the learner's code is unnamed.
    @Override
    public Iterable<Set<Location>> listLocationsForModules(Location location) {
        return List.of(Set.of(StandardLocation.PLATFORM_CLASS_PATH));
    }

    @Override
    public Location getLocationForModule(Location location, String moduleName) {
        return "java.base".equals(moduleName) ? StandardLocation.PLATFORM_CLASS_PATH : null;
    }

    @Override
    public Location getLocationForModule(Location location, JavaFileObject fo) {
        return fo instanceof MemFile mem && mem.platform ? StandardLocation.PLATFORM_CLASS_PATH : null;
    }

    @Override
    public String inferModuleName(Location location) {
        return location == StandardLocation.PLATFORM_CLASS_PATH ? "java.base" : null;
    }
}
