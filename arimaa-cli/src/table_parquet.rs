//! `arimaa replay --format parquet` (feature `parquet`): the core's rows
//! ([`arimaa_rules::table`]) as Arrow record batches of [`BATCH_ROWS`] rows, written to one
//! Parquet file with Snappy compression. The Arrow schema follows `COLUMNS`: text `utf8`,
//! `int32`, `uint32`, `timestamp[s, UTC]`, `bool`, nullable as the column.

use std::io::Write;
use std::sync::Arc;

use arimaa_rules::table::{COLUMNS, Cell, ColumnType, GameSummary};
use arrow_array::builder::{
    ArrayBuilder, BooleanBuilder, Int32Builder, StringBuilder, TimestampSecondBuilder,
    UInt32Builder,
};
use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field, Schema, SchemaRef, TimeUnit};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;

use crate::error::CliError;
use crate::table::RowSink;

/// Rows per record batch (and so at most per row group).
pub const BATCH_ROWS: usize = 8192;

/// The Arrow type of a column type.
fn data_type(kind: ColumnType) -> DataType {
    match kind {
        ColumnType::Text => DataType::Utf8,
        ColumnType::Int32 => DataType::Int32,
        ColumnType::UInt32 => DataType::UInt32,
        ColumnType::Timestamp => DataType::Timestamp(TimeUnit::Second, Some("UTC".into())),
        ColumnType::Bool => DataType::Boolean,
    }
}

/// The Arrow schema of the games table.
pub fn schema() -> SchemaRef {
    Arc::new(Schema::new(
        COLUMNS
            .iter()
            .map(|c| Field::new(c.name, data_type(c.kind), c.nullable))
            .collect::<Vec<_>>(),
    ))
}

/// The builder of one column.
enum Builder {
    Text(StringBuilder),
    Int32(Int32Builder),
    UInt32(UInt32Builder),
    Timestamp(TimestampSecondBuilder),
    Bool(BooleanBuilder),
}

impl Builder {
    fn new(kind: ColumnType) -> Builder {
        match kind {
            ColumnType::Text => Builder::Text(StringBuilder::new()),
            ColumnType::Int32 => Builder::Int32(Int32Builder::new()),
            ColumnType::UInt32 => Builder::UInt32(UInt32Builder::new()),
            ColumnType::Timestamp => {
                Builder::Timestamp(TimestampSecondBuilder::new().with_timezone("UTC"))
            }
            ColumnType::Bool => Builder::Bool(BooleanBuilder::new()),
        }
    }

    /// Appends a cell; a cell of another type than the column's is appended as null
    /// (the core never builds one).
    fn append(&mut self, cell: Cell<'_>) {
        match (self, cell) {
            (Builder::Text(b), Cell::Text(s)) => b.append_value(s),
            (Builder::Text(b), _) => b.append_null(),
            (Builder::Int32(b), Cell::Int(n)) => b.append_option(i32::try_from(n).ok()),
            (Builder::Int32(b), _) => b.append_null(),
            (Builder::UInt32(b), Cell::Int(n)) => b.append_option(u32::try_from(n).ok()),
            (Builder::UInt32(b), _) => b.append_null(),
            (Builder::Timestamp(b), Cell::Int(n)) => b.append_value(n),
            (Builder::Timestamp(b), _) => b.append_null(),
            (Builder::Bool(b), Cell::Bool(v)) => b.append_value(v),
            (Builder::Bool(b), _) => b.append_null(),
        }
    }

    fn len(&self) -> usize {
        match self {
            Builder::Text(b) => b.len(),
            Builder::Int32(b) => b.len(),
            Builder::UInt32(b) => b.len(),
            Builder::Timestamp(b) => b.len(),
            Builder::Bool(b) => b.len(),
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            Builder::Text(b) => Arc::new(b.finish()),
            Builder::Int32(b) => Arc::new(b.finish()),
            Builder::UInt32(b) => Arc::new(b.finish()),
            Builder::Timestamp(b) => Arc::new(b.finish()),
            Builder::Bool(b) => Arc::new(b.finish()),
        }
    }
}

fn parquet_error(e: impl std::fmt::Display) -> CliError {
    CliError::Table(format!("Parquet: {e}"))
}

/// Writes rows to a Parquet file.
pub struct ParquetSink<'a> {
    schema: SchemaRef,
    columns: Vec<Builder>,
    writer: ArrowWriter<Box<dyn Write + Send + 'a>>,
}

impl<'a> ParquetSink<'a> {
    /// A Parquet file on `w`.
    ///
    /// # Errors
    /// [`CliError::Table`] if the writer cannot start.
    pub fn new(w: Box<dyn Write + Send + 'a>) -> Result<ParquetSink<'a>, CliError> {
        let schema = schema();
        let props = WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .build();
        let writer = ArrowWriter::try_new(w, schema.clone(), Some(props)).map_err(parquet_error)?;
        Ok(ParquetSink {
            schema,
            columns: COLUMNS.iter().map(|c| Builder::new(c.kind)).collect(),
            writer,
        })
    }

    /// Writes the buffered rows as one record batch.
    fn flush_batch(&mut self) -> Result<(), CliError> {
        if self.columns.first().is_none_or(|c| c.len() == 0) {
            return Ok(());
        }
        let arrays = self.columns.iter_mut().map(Builder::finish).collect();
        let batch = RecordBatch::try_new(self.schema.clone(), arrays).map_err(parquet_error)?;
        self.writer.write(&batch).map_err(parquet_error)
    }
}

impl RowSink for ParquetSink<'_> {
    fn row(&mut self, row: &GameSummary) -> Result<(), CliError> {
        for (builder, cell) in self.columns.iter_mut().zip(row.cells()) {
            builder.append(cell);
        }
        if self.columns[0].len() >= BATCH_ROWS {
            self.flush_batch()?;
        }
        Ok(())
    }

    fn finish(mut self: Box<Self>) -> Result<(), CliError> {
        self.flush_batch()?;
        let mut w = self.writer.into_inner().map_err(parquet_error)?;
        w.flush()?;
        Ok(())
    }
}
