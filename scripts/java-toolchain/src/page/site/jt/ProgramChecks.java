package site.jt;

import java.util.Set;
import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.ElementModifier;
import org.teavm.model.Instruction;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.Program;
import org.teavm.model.ValueType;
import org.teavm.model.Variable;
import org.teavm.model.instructions.ArrayLengthInstruction;
import org.teavm.model.instructions.BinaryInstruction;
import org.teavm.model.instructions.BinaryOperation;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.instructions.GetElementInstruction;
import org.teavm.model.instructions.InitClassInstruction;
import org.teavm.model.instructions.InvocationType;
import org.teavm.model.instructions.InvokeInstruction;
import org.teavm.model.instructions.NumericOperandType;
import org.teavm.model.instructions.PutElementInstruction;
import org.teavm.model.instructions.UnwrapArrayInstruction;

/**
 * Checks the JVM makes and TeaVM 0.16.0's WebAssembly GC output does not quite, added to the
 * learner's classes as calls to the launcher's helpers (the class library keeps TeaVM's own):
 *   before every array read and write, checkIndex(index, length): ArrayIndexOutOfBoundsException
 *   with the JDK's message ("Index 4 out of bounds for length 4"). TeaVM's check (strict mode) has
 *   no message, and is dropped for a constant index into an array of constant size, where the
 *   program then traps;
 *   before every int and long division and remainder, checkDivisor(divisor): ArithmeticException
 *   "/ by zero", where WebAssembly traps ("divide by zero") and no catch can see it;
 *   a class's static initialiser first initialises its superclass (JLS 12.4.2), which TeaVM leaves
 *   out: `new Child()` ran Child's static blocks before Parent's.
 */
final class ProgramChecks implements ClassHolderTransformer {
    private static final MethodReference CHECK = new MethodReference(Launcher.NAME, "checkIndex",
            ValueType.INTEGER, ValueType.INTEGER, ValueType.VOID);
    private static final MethodReference CHECK_INT = new MethodReference(Launcher.NAME, "checkDivisor",
            ValueType.INTEGER, ValueType.VOID);
    private static final MethodReference CHECK_LONG = new MethodReference(Launcher.NAME, "checkDivisor",
            ValueType.LONG, ValueType.VOID);
    private static final MethodDescriptor CLINIT = new MethodDescriptor("<clinit>", ValueType.VOID);
    private final Set<String> programClasses;

    /** programClasses: the learner's class names, as TeaVM writes them (dots). */
    ProgramChecks(Set<String> programClasses) {
        this.programClasses = programClasses;
    }

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        if (!programClasses.contains(cls.getName())) {
            return;
        }
        for (var method : cls.getMethods()) {
            if (method.getProgram() != null) {
                transform(method.getProgram());
            }
        }
        var parent = cls.getParent();
        if (parent != null && programClasses.contains(parent)) {
            var clinit = cls.getMethod(CLINIT);
            if (clinit == null || clinit.getProgram() == null) {
                clinit = new MethodHolder(CLINIT);
                clinit.getModifiers().add(ElementModifier.STATIC);
                cls.addMethod(clinit);
                var pe = ProgramEmitter.create(clinit, context.getHierarchy());
                pe.initClass(parent);
                pe.exit();
            } else {
                var init = new InitClassInstruction();
                init.setClassName(parent);
                clinit.getProgram().basicBlockAt(0).addFirst(init);
            }
        }
    }

    private static void transform(Program program) {
        // An element access reads the array's data (UnwrapArray, null-checked before in strict
        // mode); TeaVM's parser takes the length of that data too.
        var unwrapped = new boolean[program.variableCount()];
        for (int i = 0; i < program.basicBlockCount(); i++) {
            for (var insn : program.basicBlockAt(i)) {
                if (insn instanceof UnwrapArrayInstruction unwrap) {
                    unwrapped[unwrap.getReceiver().getIndex()] = true;
                }
            }
        }
        for (int i = 0; i < program.basicBlockCount(); i++) {
            BasicBlock block = program.basicBlockAt(i);
            for (Instruction insn = block.getFirstInstruction(); insn != null; insn = insn.getNext()) {
                if (insn instanceof BinaryInstruction op
                        && (op.getOperation() == BinaryOperation.DIVIDE || op.getOperation() == BinaryOperation.MODULO)
                        && (op.getOperandType() == NumericOperandType.INT
                                || op.getOperandType() == NumericOperandType.LONG)) {
                    var check = op.getOperandType() == NumericOperandType.INT ? CHECK_INT : CHECK_LONG;
                    insn.insertPrevious(call(check, insn, op.getSecondOperand()));
                    continue;
                }
                Variable data = null;
                Variable index = null;
                if (insn instanceof GetElementInstruction get) {
                    data = get.getArray();
                    index = get.getIndex();
                } else if (insn instanceof PutElementInstruction put) {
                    data = put.getArray();
                    index = put.getIndex();
                }
                if (data == null || !unwrapped[data.getIndex()]) {
                    continue;
                }
                var length = program.createVariable();
                var arrayLength = new ArrayLengthInstruction();
                arrayLength.setArray(data);
                arrayLength.setReceiver(length);
                arrayLength.setLocation(insn.getLocation());
                insn.insertPrevious(arrayLength);
                insn.insertPrevious(call(CHECK, insn, index, length));
            }
        }
    }

    private static InvokeInstruction call(MethodReference method, Instruction at, Variable... arguments) {
        var call = new InvokeInstruction();
        call.setType(InvocationType.SPECIAL);
        call.setMethod(method);
        call.setArguments(arguments);
        call.setLocation(at.getLocation());
        return call;
    }
}
