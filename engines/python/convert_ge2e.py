#!/usr/bin/env python3
"""Converts Resemblyzer's GE2E speaker encoder (pretrained.pt) into ONNX, without torch and without
unpickling anything but tensors.

    python convert_ge2e.py <model folder holding pretrained.pt> <output .onnx>

pretrained.pt is a torch checkpoint in torch's legacy (pre-1.6) layout: five pickles one after the
other (a magic number, the protocol version, the writer's byte sizes, the checkpoint, the list of
storage keys), then each storage's raw bytes in that list's order, each after its element count as
a little-endian int64. A pickle can name any Python callable and have it called, so the checkpoint is
read by `TensorsOnly`, whose find_class knows three names (an OrderedDict, torch's tensor rebuilder
and torch's float storage, mapped to functions of this file that only record shapes and offsets);
any other name stops the conversion before anything is called. The tensors are then cut from the
raw bytes with numpy.

The network (Resemblyzer's VoiceEncoder): a 3-layer LSTM over 40 mel channels, hidden size 256;
the last layer's final hidden state through a linear 256 -> 256 layer, ReLU, L2 normalization.
Input `mels` [batch, frames, 40] (linear-power mel frames), output `embeddings` [batch, 256].
The file written is byte-for-byte the same on every run (models/manifest.json holds its SHA-256).
"""
from __future__ import annotations

import io
import os
import pickle
import struct
import sys
from collections import OrderedDict
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

MAGIC_NUMBER = 0x1950A86A20F9469CFC6C
PROTOCOL_VERSION = 1001
LAYERS = 3
MELS = 40
HIDDEN = 256
# opset 17 with IR version 8: what onnxruntime 1.1x and later all load.
OPSET = 17
IR_VERSION = 8


class Refused(Exception):
    """The checkpoint asks for something a tensor checkpoint has no need of."""


class FloatStorage:
    """Stands for torch.FloatStorage, as a storage's type in a persistent id; never instantiated."""


class Storage:
    """A storage the pickle refers to: its element count now, its values once the raw bytes are read."""

    def __init__(self, key: str, numel: int) -> None:
        self.key = key
        self.numel = numel
        self.values: np.ndarray | None = None


class TensorView:
    """A tensor as torch would rebuild it: a strided view of a storage."""

    def __init__(self, storage: Storage, offset: int, size: tuple, stride: tuple) -> None:
        self.storage, self.offset, self.size, self.stride = storage, offset, tuple(size), tuple(stride)

    def array(self) -> np.ndarray:
        values = self.storage.values
        assert values is not None
        last = self.offset + sum((n - 1) * s for n, s in zip(self.size, self.stride)) if all(self.size) else self.offset
        if self.offset < 0 or last >= values.size:
            raise Refused(f"a tensor reaches past its storage {self.storage.key}")
        item = values.itemsize
        view = np.lib.stride_tricks.as_strided(values[self.offset:], shape=self.size, strides=[s * item for s in self.stride], writeable=False)
        return np.array(view, dtype=np.float32)


def rebuild_tensor(storage, storage_offset, size, stride, requires_grad=False, backward_hooks=None, metadata=None):
    """Stands for torch._utils._rebuild_tensor_v2: records the view, calls nothing."""
    if not isinstance(storage, Storage):
        raise Refused("a tensor is built on something other than a storage")
    if not (isinstance(storage_offset, int) and all(isinstance(n, int) and n >= 0 for n in size) and all(isinstance(s, int) and s >= 0 for s in stride)):
        raise Refused("a tensor has a malformed shape")
    return TensorView(storage, storage_offset, size, stride)


# The only names the checkpoint's pickles may use, each mapped to something of this file's choosing.
ALLOWED = {
    ("collections", "OrderedDict"): OrderedDict,
    ("torch._utils", "_rebuild_tensor_v2"): rebuild_tensor,
    ("torch", "FloatStorage"): FloatStorage,
}


class TensorsOnly(pickle.Unpickler):
    """An unpickler that rebuilds tensors and plain containers, and refuses every other name."""

    def __init__(self, file: io.BufferedIOBase, storages: dict[str, Storage]) -> None:
        super().__init__(file)
        self.storages = storages

    def find_class(self, module: str, name: str):
        allowed = ALLOWED.get((module, name))
        if allowed is None:
            raise Refused(f"the pickle names {module}.{name}, which this reader does not load")
        return allowed

    def persistent_load(self, pid):
        # Legacy storages: ('storage', storage type, key, device, element count, view metadata).
        if not (isinstance(pid, tuple) and len(pid) == 6 and pid[0] == "storage"):
            raise Refused(f"the pickle refers to an object that is not a storage: {pid!r:.80}")
        _, kind, key, _device, numel, view = pid
        if kind is not FloatStorage or not isinstance(key, str) or not isinstance(numel, int) or numel < 0 or view is not None:
            raise Refused(f"storage {key!r:.40} is not a plain float storage")
        known = self.storages.setdefault(key, Storage(key, numel))
        if known.numel != numel:
            raise Refused(f"storage {key} is given two sizes")
        return known


def read_checkpoint(path: Path) -> dict[str, np.ndarray]:
    """The model_state of a legacy torch checkpoint, as float32 arrays by name."""
    stream = io.BytesIO(path.read_bytes())
    storages: dict[str, Storage] = {}
    load = lambda: TensorsOnly(stream, storages).load()  # noqa: E731
    if load() != MAGIC_NUMBER:
        raise Refused("not a torch checkpoint in the legacy layout (wrong magic number)")
    if load() != PROTOCOL_VERSION:
        raise Refused("an unknown torch checkpoint protocol version")
    sys_info = load()
    if not (isinstance(sys_info, dict) and sys_info.get("little_endian") is True):
        raise Refused("the checkpoint was not written little-endian")
    checkpoint = load()
    keys = load()
    if not (isinstance(keys, list) and sorted(keys) == sorted(storages)):
        raise Refused("the storage list does not match the storages the checkpoint uses")
    for key in keys:
        (numel,) = struct.unpack("<q", stream.read(8))
        storage = storages[key]
        if numel != storage.numel:
            raise Refused(f"storage {key} holds {numel} values, the checkpoint says {storage.numel}")
        raw = stream.read(4 * numel)
        if len(raw) != 4 * numel:
            raise Refused(f"the file ends inside storage {key}")
        storage.values = np.frombuffer(raw, dtype="<f4")
    if stream.read(1):
        raise Refused("bytes after the last storage")
    state = checkpoint.get("model_state") if isinstance(checkpoint, dict) else None
    if not isinstance(state, dict):
        raise Refused("the checkpoint has no model_state")
    return {name: tensor.array() for name, tensor in state.items() if isinstance(tensor, TensorView)}


def onnx_gates(weights: np.ndarray) -> np.ndarray:
    """torch stacks an LSTM's gates i, f, g, o; ONNX wants i, o, f, c (c is torch's g)."""
    i, f, g, o = np.split(weights, 4, axis=0)
    return np.concatenate([i, o, f, g], axis=0)


def expect(state: dict[str, np.ndarray], name: str, shape: tuple) -> np.ndarray:
    array = state.get(name)
    if array is None or array.shape != shape:
        raise Refused(f"{name}: expected shape {shape}, found {None if array is None else array.shape}")
    return array


def ge2e_model(state: dict[str, np.ndarray]) -> onnx.ModelProto:
    initializers, nodes = [], []
    nodes.append(helper.make_node("Transpose", ["mels"], ["x0"], perm=[1, 0, 2], name="time_major"))
    initializers.append(numpy_helper.from_array(np.array([1], dtype=np.int64), "axis_direction"))
    initializers.append(numpy_helper.from_array(np.array([0], dtype=np.int64), "axis_first"))
    x = "x0"
    for layer in range(LAYERS):
        inputs = MELS if layer == 0 else HIDDEN
        w = onnx_gates(expect(state, f"lstm.weight_ih_l{layer}", (4 * HIDDEN, inputs)))
        r = onnx_gates(expect(state, f"lstm.weight_hh_l{layer}", (4 * HIDDEN, HIDDEN)))
        b = np.concatenate([onnx_gates(expect(state, f"lstm.bias_ih_l{layer}", (4 * HIDDEN,))), onnx_gates(expect(state, f"lstm.bias_hh_l{layer}", (4 * HIDDEN,)))])
        initializers += [
            numpy_helper.from_array(w[np.newaxis], f"lstm{layer}_w"),
            numpy_helper.from_array(r[np.newaxis], f"lstm{layer}_r"),
            numpy_helper.from_array(b[np.newaxis], f"lstm{layer}_b"),
        ]
        last = layer == LAYERS - 1
        # Y [frames, 1, batch, hidden] feeds the next layer; the last layer's final hidden state Y_h [1, batch, hidden] is the utterance.
        outputs = ["", f"h{layer}"] if last else [f"y{layer}"]
        nodes.append(helper.make_node("LSTM", [x, f"lstm{layer}_w", f"lstm{layer}_r", f"lstm{layer}_b"], outputs, hidden_size=HIDDEN, name=f"lstm{layer}"))
        if not last:
            x = f"x{layer + 1}"
            nodes.append(helper.make_node("Squeeze", [f"y{layer}", "axis_direction"], [x], name=f"squeeze{layer}"))
    initializers += [
        numpy_helper.from_array(expect(state, "linear.weight", (HIDDEN, HIDDEN)), "linear_w"),
        numpy_helper.from_array(expect(state, "linear.bias", (HIDDEN,)), "linear_b"),
    ]
    nodes += [
        helper.make_node("Squeeze", [f"h{LAYERS - 1}", "axis_first"], ["hidden"], name="last_hidden"),
        helper.make_node("Gemm", ["hidden", "linear_w", "linear_b"], ["projected"], transB=1, name="linear"),
        helper.make_node("Relu", ["projected"], ["positive"], name="relu"),
        helper.make_node("LpNormalization", ["positive"], ["embeddings"], axis=1, p=2, name="l2_normalize"),
    ]
    graph = helper.make_graph(
        nodes,
        "ge2e_speaker_encoder",
        [helper.make_tensor_value_info("mels", TensorProto.FLOAT, ["batch", "frames", MELS])],
        [helper.make_tensor_value_info("embeddings", TensorProto.FLOAT, ["batch", HIDDEN])],
        initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="speechdeck convert_ge2e.py", ir_version=IR_VERSION)
    model.doc_string = "GE2E speaker encoder by Resemble AI (Resemblyzer 0.1.4, Apache-2.0): 40 linear-power mel channels at 16 kHz, 10 ms hop, in; L2-normalized 256-dimensional embeddings out."
    onnx.checker.check_model(model)
    return model


def main(argv: list[str]) -> None:
    if len(argv) != 3:
        raise SystemExit("usage: convert_ge2e.py <model folder holding pretrained.pt> <output .onnx>")
    source, destination = Path(argv[1]) / "pretrained.pt", Path(argv[2])
    try:
        model = ge2e_model(read_checkpoint(source))
    except Refused as refused:
        raise SystemExit(f"convert_ge2e: {source} refused: {refused}")
    except (pickle.UnpicklingError, EOFError, struct.error, ValueError) as broken:
        raise SystemExit(f"convert_ge2e: {source} is not a readable checkpoint: {broken}")
    partial = destination.with_name(destination.name + ".partial")
    partial.write_bytes(model.SerializeToString(deterministic=True))
    os.replace(partial, destination)


if __name__ == "__main__":
    main(sys.argv)
