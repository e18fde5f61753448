package site.jt;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Date;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.teavm.parsing.resource.Resource;
import org.teavm.parsing.resource.ResourceProvider;

/** TeaVM's class path in memory: maps from path to bytes, searched in order. */
final class MemResources implements ResourceProvider {
    private static final Date EPOCH = new Date(0);
    private final List<Map<String, byte[]>> layers;

    MemResources(List<Map<String, byte[]>> layers) {
        this.layers = layers;
    }

    @Override
    public Iterator<Resource> getResources(String name) {
        var found = new ArrayList<Resource>();
        for (var layer : layers) {
            var bytes = layer.get(name);
            if (bytes != null) {
                found.add(new Resource() {
                    @Override
                    public InputStream open() {
                        return new ByteArrayInputStream(bytes);
                    }

                    @Override
                    public Date getModificationDate() {
                        return EPOCH;
                    }
                });
            }
        }
        return found.iterator();
    }

    @Override
    public void close() {
    }
}
