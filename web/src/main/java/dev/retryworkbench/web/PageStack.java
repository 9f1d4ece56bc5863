package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The stack's fields of the page that loaded stack-open.js, from its tool's declarations (the page hands its
 * tool's id over, web.StackHandover): so the page's script carries none of what only the stack's buttons and
 * "Open configs" need.
 */
final class PageStack {
    final StackForm stack;
    /** The fields that name a layer by number (the storm's budget's): a new stack starts them at the innermost. */
    final List<NumberField> layerNumbers;
    /** Each slot's field ids, outermost slot first, its rows in the same order in every slot. */
    final List<String> rows = new ArrayList<>();
    /** The storm's budgets after the first, which a stack opened from files starts without a kind. */
    final List<ChoiceField> spareBudgets;
    /** The default text of each of {@link #rows}' fields, in the same order. */
    final List<String> defaults = new ArrayList<>();
    final int rowsPerSlot;

    private PageStack(List<FieldGroup> form, StackForm stack, List<NumberField> layerNumbers,
            List<ChoiceField> spareBudgets) {
        this.stack = stack;
        this.layerNumbers = layerNumbers;
        this.spareBudgets = spareBudgets;
        for (FieldGroup group : form) {
            if (group.rows() != null) {
                for (Field field : group.fields()) {
                    rows.add(field.id());
                    defaults.add(field.defaultText());
                }
            }
        }
        rowsPerSlot = rows.size() / LayerChain.MAX_DEPTH;
    }

    /** Returns the stack of the tool {@code tool} names: the storm simulator's, or the workbench's. */
    static PageStack of(String tool) {
        return ToolNames.STORM.equals(tool)
                ? new PageStack(StormFields.form(), StormFields.stack(), StormFields.layerNumbers(),
                        StormFields.budgetKinds().subList(1, StormFields.budgetKinds().size()))
                // The workbench names no layer by number elsewhere in its form, and has no budget.
                : new PageStack(AmplificationFields.form(), AmplificationFields.stack(), List.of(), List.of());
    }
}
