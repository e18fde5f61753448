import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.teavm.backend.wasm.debug.ExternalDebugFile;
import org.teavm.backend.wasm.debug.parser.LinesDeobfuscationParser;

/**
 * Experiment, not part of the build (STATUS.md, "01:29 UTC"): at ADVANCED, TeaVM 0.16.0's
 * teavm_line section leaves inlined callees open at the end of a function, so
 * LinesDeobfuscationParser nests every later function into one sequence and loses them. This
 * rewrites the section balanced (close what is open at each function body start of the code
 * section, drop an end with nothing open), then deobfuscates the given addresses (module byte
 * offsets, as V8 prints them in wasm-function[N]:0xOFFSET).
 * Usage (JDK 25): java -cp "LinesRepair-classes:teavm-core-0.16.0.jar:..." LinesRepair
 *   app.wasm.teadbg app.wasm 7864,7689,...
 */
public class LinesRepair {
    private static byte[] data;
    private static int pos;

    private static int leb() {
        int result = 0;
        int shift = 0;
        while (true) {
            int b = data[pos++] & 0xFF;
            result |= (b & 0x7F) << shift;
            shift += 7;
            if (b < 0x80) {
                return result;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        // Function body starts (the byte after each body's size), from the code section (id 10).
        Set<Integer> bodyStarts = new HashSet<>();
        data = Files.readAllBytes(Path.of(args[1]));
        pos = 8;
        while (pos < data.length) {
            int id = data[pos++];
            int size = leb();
            int end = pos + size;
            if (id == 10) {
                int count = leb();
                for (int i = 0; i < count; i++) {
                    int bodySize = leb();
                    bodyStarts.add(pos);
                    pos += bodySize;
                }
            }
            pos = end;
        }

        Map<String, byte[]> sections = new LinkedHashMap<>();
        ExternalDebugFile.read(Files.readAllBytes(Path.of(args[0])),
                name -> (bytes, off, len) -> sections.put(name, Arrays.copyOfRange(bytes, off, len)));

        // Commands (DebugConstants): 0 start + method, 1 end, 2 line + SLEB, 3 file + LEB,
        // 4 address + LEB, >= 10 packed address and line step.
        var out = new ByteArrayOutputStream();
        data = sections.get("teavm_line");
        pos = 0;
        int address = 0;
        int open = 0;
        while (pos < data.length) {
            int at = pos;
            int cmd = data[pos++] & 0xFF;
            if (cmd == 0) {
                leb();
                if (open > 0 && bodyStarts.contains(address)) {
                    for (int i = 0; i < open; i++) {
                        out.write(1);
                    }
                    open = 0;
                }
                open++;
            } else if (cmd == 1) {
                if (open == 0) {
                    continue;
                }
                open--;
            } else if (cmd == 2 || cmd == 3) {
                leb(); // the SLEB of cmd 2 has the same length as a LEB
            } else if (cmd == 4) {
                address += leb();
            } else {
                address += (cmd - 10) % 32;
            }
            out.write(data, at, pos - at);
        }
        sections.put("teavm_line", out.toByteArray());

        var parser = new LinesDeobfuscationParser();
        for (var section : sections.entrySet()) {
            if (parser.canHandleSection(section.getKey())) {
                parser.applySection(section.getKey(), section.getValue());
            }
        }
        int[] addresses = Arrays.stream(args[2].split(",")).mapToInt(Integer::parseInt).toArray();
        for (var loc : parser.getLineInfo().deobfuscate(addresses)) {
            System.out.println(loc.method.cls().fullName() + "." + loc.method.name() + "("
                    + (loc.file == null ? "?" : loc.file.name()) + ":" + loc.line + ")");
        }
    }
}
