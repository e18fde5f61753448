package site.jt;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.teavm.backend.wasm.debug.ExternalDebugFile;
import org.teavm.backend.wasm.debug.parser.LinesDeobfuscationParser;

/**
 * The learner's stack frames for a translated program: a small table from module byte offsets
 * (what V8 prints in wasm-function[N]:0xOFFSET) to the program classes' frames there, read from
 * TeaVM's external debug file. The program worker looks addresses up in it (lib/java/frames.ts),
 * so the page needs neither TeaVM's deobfuscator module nor the whole debug file.
 *
 * <p>Text, one row per address where the frames change: the address, then for each frame
 * (innermost first, inlined callees as their own frames) a tab and "class method file line".
 * A row with no frames ends the one before. Frames of the launcher, TeaVM's runtime and the
 * class library are left out: the page prints the learner's frames only.
 */
final class StackTable {
    private static byte[] data;
    private static int pos;

    private StackTable() {
    }

    static String build(byte[] wasm, byte[] debug, Set<String> programClasses) {
        // In file order: the parsers of later sections use the earlier ones (strings, files, classes).
        var sections = new LinkedHashMap<String, byte[]>();
        ExternalDebugFile.read(debug, name -> (bytes, off, end) -> sections.put(name,
                Arrays.copyOfRange(bytes, off, end)));
        var lines = sections.get("teavm_line");
        if (lines == null) {
            return "";
        }
        sections.put("teavm_line", repair(lines, bodyStarts(wasm)));
        var parser = new LinesDeobfuscationParser();
        for (var section : sections.entrySet()) {
            if (parser.canHandleSection(section.getKey())) {
                parser.applySection(section.getKey(), section.getValue());
            }
        }
        var info = parser.getLineInfo();
        // Address by address, as LineInfo.deobfuscate looks them up (a module is a few tens of KB).
        var rows = new TreeMap<Integer, String>();
        for (var sequence : info.sequences()) {
            var last = "";
            for (int address = sequence.startAddress(); address < sequence.endAddress(); address++) {
                var frames = info.deobfuscateSingle(address);
                if (frames.length > 0 && frames[0].file == null) {
                    // TeaVM marks a call instruction itself (the offset V8 gives) with no line: it
                    // belongs to the location before it.
                    rows.put(address, last);
                    continue;
                }
                var text = new StringBuilder();
                for (var frame : frames) {
                    var cls = frame.method.cls().fullName();
                    if (programClasses.contains(cls) && frame.file != null) {
                        text.append('\t').append(cls).append(' ').append(frame.method.name()).append(' ')
                                .append(frame.file.name()).append(' ').append(frame.line);
                    }
                }
                last = text.toString();
                rows.put(address, last);
            }
            rows.putIfAbsent(sequence.endAddress(), "");
        }
        var table = new StringBuilder();
        var last = "";
        for (Map.Entry<Integer, String> row : rows.entrySet()) {
            if (!row.getValue().equals(last)) {
                table.append(row.getKey()).append(row.getValue()).append('\n');
                last = row.getValue();
            }
        }
        return table.toString();
    }

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

    /** Where each function body starts (the byte after its size) in the code section (id 10). */
    private static Set<Integer> bodyStarts(byte[] wasm) {
        var starts = new HashSet<Integer>();
        data = wasm;
        pos = 8;
        while (pos < data.length) {
            int id = data[pos++];
            int size = leb();
            int end = pos + size;
            if (id == 10) {
                int count = leb();
                for (int i = 0; i < count; i++) {
                    int bodySize = leb();
                    starts.add(pos);
                    pos += bodySize;
                }
            }
            pos = end;
        }
        return starts;
    }

    /**
     * TeaVM 0.16.0 leaves inlined callees open at the end of a function in the teavm_line section
     * (at ADVANCED), and LinesDeobfuscationParser then nests every later function into it and loses
     * it (STATUS.md, "01:29 UTC"). This writes the section balanced: at a function's first start,
     * close whatever is still open; drop an end with nothing open. Commands (DebugConstants):
     * 0 start + method, 1 end, 2 line + SLEB, 3 file + LEB, 4 address + LEB, >= 10 packed step.
     */
    private static byte[] repair(byte[] lines, Set<Integer> bodyStarts) {
        var out = new ByteArrayOutputStream();
        data = lines;
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
                leb(); // an SLEB is as long as a LEB
            } else if (cmd == 4) {
                address += leb();
            } else {
                address += (cmd - 10) % 32;
            }
            out.write(data, at, pos - at);
        }
        data = null;
        return out.toByteArray();
    }
}
